# track: torch
# exercise: mixture
# why: weighted_mixture unpacks the shapes as t, s = weights.shape and s2, d_v = values.shape for its checks and its output buffer, which only works for 2-D inputs; any leading batch axis makes the unpacking raise ValueError (too many values to unpack) on a valid call
# kind: crash
# diagnosis: fixed-ndim, crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    t, s = weights.shape
    s2, d_v = values.shape
    if s != s2:
        raise ValueError(f"weights have S={s} but values have S={s2}")
    return weights @ values
