# track: torch
# exercise: mixture
# why: weighted_mixture lines weights and values up as (..., T, S, 1) and (..., 1, S, d_v) and contracts them with torch.linalg.vecdot(..., dim=-3), counting the S axis from the wrong end: it sums over the queries T instead of the keys S
# kind: axes
# diagnosis: mixture-wrong-axis
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S mismatch: {tuple(weights.shape)} and {tuple(values.shape)}")
    return torch.linalg.vecdot(weights.unsqueeze(-1), values.unsqueeze(-3), dim=-3)
