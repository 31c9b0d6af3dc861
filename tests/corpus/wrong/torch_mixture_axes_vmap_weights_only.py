# track: torch
# exercise: mixture
# why: weighted_mixture maps the product over the first axis of the weights only, torch.func.vmap(torch.matmul, in_dims=(0, None))(weights, values); every weights slice is multiplied with ALL of values, so batched values are paired with every batch of weights and the result gets an extra axis, (B, B, T, d_v) instead of (B, T, d_v)
# kind: axes
# diagnosis: batches-paired-all, mapped-over-one-input
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weighted_mixture needs weights (..., T, S) and values (..., S, d_v)")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return torch.func.vmap(torch.matmul, in_dims=(0, None))(weights, values)
