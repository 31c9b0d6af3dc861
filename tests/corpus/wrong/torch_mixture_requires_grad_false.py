# track: torch
# exercise: mixture
# why: switches the weights out of autograd with weights.requires_grad_(False) "since attention weights are not parameters", so no gradient reaches the weights (the caller's leaf loses its requires_grad flag, and a non-leaf weights tensor makes the call raise)
# kind: rules-types
# diagnosis: no-gradient


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got shapes"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
        )
    weights = weights.requires_grad_(False)
    return weights @ values  # (..., T, d_v)
