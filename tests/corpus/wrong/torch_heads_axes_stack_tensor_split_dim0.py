# track: torch
# exercise: heads
# why: split_heads cuts the width with x.tensor_split(n_heads, dim=-1) and stacks the pieces with torch.stack(pieces) at the default dim=0, which is the head position (H, T, d_h) only for unbatched x; with a batch axis the heads land in front of it, (H, B, T, d_h)
# kind: axes
# diagnosis: permuted, fails-with-leading-axes, fixed-leading-axes, split-heads-first
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return torch.stack(x.tensor_split(n_heads, dim=-1))
