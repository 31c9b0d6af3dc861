# track: torch
# exercise: heads
# why: split_heads ports diffusers' Attention.head_to_batch_dim, batch_size, seq_len, dim = x.shape; reshape(B, T, H, d).permute(0, 2, 1, 3).reshape(B * H, T, d), so batched input comes back with the batch and head axes folded into one and unbatched or 4-D input fails the unpacking
# kind: public
# diagnosis: axes-folded, fixed-leading-axes
import math

import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    batch_size, seq_len, dim = x.shape
    head_size = n_heads
    x = x.reshape(batch_size, seq_len, head_size, dim // head_size)
    return x.permute(0, 2, 1, 3).reshape(batch_size * head_size, seq_len, dim // head_size)
