# track: torch
# exercise: heads
# why: split_heads unflattens the width into (H, d_h) and then calls .mT to "bring the heads in front of T", but .mT swaps the last two dims (H and d_h), so it returns (..., T, d_h, H) and multi_head_self_attention fails on it
# kind: knockon
# diagnosis: permuted, crash
import math

import torch

def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return x.unflatten(-1, (n_heads, -1)).mT
