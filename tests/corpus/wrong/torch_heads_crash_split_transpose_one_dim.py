# track: torch
# exercise: heads
# why: split_heads moves the heads in front of T with .transpose(-3), giving transpose only one dim as if it swapped it with the next; Tensor.transpose needs both dims, so every valid call raises TypeError
# kind: crash
# diagnosis: crash
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3)
