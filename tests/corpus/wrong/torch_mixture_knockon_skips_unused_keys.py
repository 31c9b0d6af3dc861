# track: torch
# exercise: mixture
# why: weighted_mixture skips the keys no query weighs "to save work", keep = (weights != 0).any(dim=-2), and mixes weights[..., keep] @ values[..., keep, :]; a bool index of several axes only lines up with 2-D inputs, so every batched or multi-head mixture raises IndexError, and attention and multi-head attention on batched inputs fail with it
# kind: knockon
# diagnosis: fixed-ndim


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    keep = (weights != 0).any(dim=-2)  # keys that some query weighs
    return weights[..., keep] @ values[..., keep, :]
