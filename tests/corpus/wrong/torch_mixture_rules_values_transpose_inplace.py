# track: torch
# exercise: mixture
# why: weighted_mixture lays the values out feature-major with values.transpose_(-2, -1) ("so the product reads each value column contiguously") and then multiplies weights @ values.mT; transpose_ works in place, so the caller's values tensor comes back transposed, (..., d_v, S) instead of (..., S, d_v)
# kind: rules
# diagnosis: input-changed
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    values.transpose_(-2, -1)
    return weights @ values.mT
