# track: torch
# exercise: mixture
# why: multiplies in float32 (.float()) for speed and casts back, so float64 inputs lose precision
# kind: relation
# diagnosis: float32-precision


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    dtype = torch.promote_types(weights.dtype, values.dtype)
    return (weights.float() @ values.float()).to(dtype)
