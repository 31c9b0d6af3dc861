# track: torch
# exercise: mixture
# why: weighted_mixture does every batch in one 2-D product, torch.block_diag of the weights' (T, S) blocks times the values stacked to (B*S, d_v); that needs the same batch on both sides, so a weights map shared by batched values, or batched weights over shared values, raises a size mismatch
# kind: crash
# diagnosis: matmul-mismatch, crash, fails-with-leading-axes
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    t, s = weights.shape[-2:]
    blocks = weights.reshape(-1, t, s).unbind(0)
    big = torch.block_diag(*blocks)  # (B*T, B*S): one matmul for every batch
    stacked = values.reshape(-1, values.shape[-1])  # (B*S, d_v)
    return (big @ stacked).reshape(*weights.shape[:-1], values.shape[-1])
