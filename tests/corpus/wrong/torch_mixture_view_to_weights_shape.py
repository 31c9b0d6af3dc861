# track: torch
# exercise: mixture
# why: views the product into the shape "(..., T, d_v)" built from the weights' leading axes, (weights @ values).view(*weights.shape[:-1], values.shape[-1]), so whenever values has leading axes the weights lack (a valid broadcast) the view raises RuntimeError
# kind: crash
# diagnosis: crash, fails-with-leading-axes


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
    out = weights @ values
    return out.view(*weights.shape[:-1], values.shape[-1])  # (..., T, d_v)
