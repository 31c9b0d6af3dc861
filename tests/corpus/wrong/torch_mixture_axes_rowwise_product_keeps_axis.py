# track: torch
# exercise: mixture
# why: mixes each query row as a (1, S) matrix, weights.unsqueeze(-2) @ values.unsqueeze(-3), and never squeezes that axis away again, so the result is (..., T, 1, d_v) instead of (..., T, d_v)
# kind: axes
# diagnosis: extra-axis


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need (..., T, S) and (..., S, d_v), got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} and {values.shape[-2]}")
    rows = weights.unsqueeze(-2)  # (..., T, 1, S): one row vector per query
    return rows @ values.unsqueeze(-3)  # (..., T, 1, S) @ (..., 1, S, d_v)
