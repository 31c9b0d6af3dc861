# track: torch
# exercise: heads
# why: split_heads ends with .squeeze(0) "to drop a batch of one", so a batched x with B = 1 loses its batch axis; multi_head_self_attention built on it returns (T, D) outputs and (H, T, T) weights where (1, T, D) and (1, H, T, T) belong
# kind: knockon
# diagnosis: missing-axis
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2).squeeze(0)
