# track: torch
# exercise: mixture
# why: weighted_mixture calls values.requires_grad_() "so the mixture is always differentiable in the values", which turns on autograd for the caller's own tensor: every caller's values come back requiring grad (and a later in-place update of them raises)
# kind: rules
# diagnosis: input-flag-changed
def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    if not values.requires_grad and values.is_leaf and values.dtype.is_floating_point:
        values.requires_grad_()
    return weights @ values
