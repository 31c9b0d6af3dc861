# track: torch
# exercise: mixture
# why: weighted_mixture ends with .squeeze(-1) "so a single value feature gives one number per query", so with d_v = 1 the mixture comes back (..., T) instead of (..., T, 1), in weighted_mixture and in the output of attention with one value feature
# kind: knockon
# diagnosis: missing-axis

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return (weights @ values).squeeze(-1)
