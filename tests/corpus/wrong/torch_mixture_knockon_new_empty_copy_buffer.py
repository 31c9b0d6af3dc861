# track: torch
# exercise: mixture
# why: weighted_mixture allocates its result with weights.new_empty(*weights.shape[:-1], d_v) and fills it with out.copy_(weights @ values); the buffer takes only the weights' leading axes, so values with more leading axes (one weights map shared by several value sets, or v's extra axes in attention) give a product that cannot be copied in and raise RuntimeError
# kind: knockon
# diagnosis: buffer-shape, crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = weights.new_empty(*weights.shape[:-1], values.shape[-1])  # (..., T, d_v)
    out.copy_(weights @ values)
    return out
