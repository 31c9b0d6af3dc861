# track: torch
# exercise: heads
# why: split_heads cuts the transposed features with x.mT.reshape(*lead, n_heads, t, d_h) ("heads are row blocks of x^T"), a reshape where a transpose back belongs, so each head mixes positions and features, and multi_head_self_attention is wrong through it
# kind: knockon
# diagnosis: split-reshape, keys-reshaped
import torch
def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.mT.reshape(*lead, n_heads, t, width // n_heads)
