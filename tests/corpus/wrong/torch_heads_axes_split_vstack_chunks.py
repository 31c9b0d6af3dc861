# track: torch
# exercise: heads
# why: split_heads cuts the features into heads with x.chunk(n_heads, dim=-1) and joins the pieces with torch.vstack, which concatenates along dim 0, so the heads are folded into the first axis ((H*T, d_h) for 2-D x, (H*B, T, d_h) for 3-D) instead of getting an axis of their own before T
# kind: axes
# diagnosis: axes-folded, split-heads-first
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return torch.vstack(x.chunk(n_heads, dim=-1))
