# track: torch
# exercise: mixture
# why: carries the transpose over from scaled_scores and mixes with weights @ values.mT, so (..., T, S) @ (..., d_v, S) is a size mismatch (RuntimeError) unless d_v == S, and then it mixes the values' columns instead of its rows
# kind: axes-shapes
# diagnosis: matmul-mismatch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    return weights @ values.mT
