# track: torch
# exercise: mixture
# why: weighted_mixture mixes with torch.baddbmm(values.new_zeros(()), weights, values), the fused batched product of large-model attention code; baddbmm takes only 3-D tensors with one batch axis of equal length, so 2-D inputs, head axes (4-D) and broadcasting batches raise
# kind: crash
# diagnosis: crash, fixed-ndim, fixed-leading-axes
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {tuple(weights.shape)}, values {tuple(values.shape)}")
    return torch.baddbmm(values.new_zeros(()), weights, values)
