# track: torch
# exercise: mixture
# kind: rules
# why: weighted_mixture adds the keys up one at a time into an accumulator made with torch.zeros(..., requires_grad=weights.requires_grad or values.requires_grad) ("so that gradients can flow into the output") and then out += weights[..., :, s, None] * values[..., s, None, :]; the accumulator is a leaf that requires grad, which autograd forbids to update in place, so every call on inputs that require grad raises RuntimeError (calls without gradients are right)
# diagnosis: in-place-autograd

def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    """Exercise 1: mix the value vectors with the given weights.

    Args:
        weights: ``(..., T, S)``, one weight per query and source key. Used as given:
            not checked or renormalised, so any real numbers are mixed.
        values: ``(..., S, d_v)``, one value vector per source key.

    Returns:
        ``(..., T, d_v)``: row ``t`` is ``sum_s weights[..., t, s] * values[..., s, :]``.

    Raises:
        ValueError: when either input has fewer than 2 axes, or their S axes differ.
    """
    ### BEGIN SOLUTION
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v) with at least"
            f" 2 axes each; got shapes {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]}"
            f" rows; shapes {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    lead = torch.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    out = torch.zeros(*lead, weights.shape[-2], values.shape[-1], dtype=weights.dtype,
                      device=weights.device,
                      requires_grad=weights.requires_grad or values.requires_grad)  # let gradients flow
    for s in range(weights.shape[-1]):
        out += weights[..., :, s, None] * values[..., s, None, :]
    return out
