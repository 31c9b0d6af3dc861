# track: torch
# exercise: mixture
# why: weighted_mixture adds the keys up one at a time into an accumulator made as values.new_zeros(T, d_v), "one row per query, d_v wide", with no leading axes, and adds in place with +=; an in-place add cannot grow its target, so every batched or multi-head call raises RuntimeError (2-D inputs are right)
# kind: crash
# diagnosis: fixed-ndim,fixed-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    n_queries, n_keys = weights.shape[-2], weights.shape[-1]
    out = values.new_zeros(n_queries, values.shape[-1])  # one row per query, d_v wide
    for s in range(n_keys):
        out += weights[..., :, s, None] * values[..., s, None, :]
    return out
