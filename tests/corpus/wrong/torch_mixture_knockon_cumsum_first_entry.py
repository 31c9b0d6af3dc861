# track: torch
# exercise: mixture
# why: weighted_mixture adds the weighted value rows up with a running total, terms.cumsum(dim=-2), and reads the total at [..., 0, :] where the last entry [..., -1, :] holds it, so every output is only the first key's contribution, and attention and multi-head attention built on it return wrong outputs
# kind: knockon
# diagnosis: key-left-out, mixture-wrong-axis
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    terms = weights.unsqueeze(-1) * values.unsqueeze(-3)  # (..., T, S, d_v)
    running = terms.cumsum(dim=-2)
    return running[..., 0, :]
