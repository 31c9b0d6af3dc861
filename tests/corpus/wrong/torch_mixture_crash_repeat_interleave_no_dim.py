# track: torch
# exercise: mixture
# why: weighted_mixture copies every weight over the d_v features with weights.unsqueeze(-1).repeat_interleave(d_v) and leaves out dim=-1; with no dim repeat_interleave flattens the tensor first, so the "spread" weights are a flat vector of T*S*d_v entries that cannot broadcast against the values, and every valid call raises RuntimeError
# kind: crash
# diagnosis: crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    d_v = values.shape[-1]
    # (..., T, S, d_v): each weight once per feature of its value row
    spread = weights.unsqueeze(-1).repeat_interleave(d_v)
    return (spread * values.unsqueeze(-3)).sum(dim=-2)
