# track: torch
# exercise: mixture
# why: weighted_mixture returns out.squeeze(-2) whenever T == 1 ("one query gives one vector, not a 1-row matrix"), so single-query mixtures lose their T axis, and attention and multi-head attention with one query (decoding a single token) return (..., d_v) or fail in merge_heads
# kind: knockon
# diagnosis: missing-axis
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    out = weights @ values
    if out.shape[-2] == 1:
        out = out.squeeze(-2)
    return out
