# track: torch
# exercise: heads
# why: split_heads stacks x.chunk(n_heads, dim=-1) with torch.stack(..., dim=1), the head axis of a (B, T, W) batch, so it is right only for 3-D x: an unbatched (T, W) x gives (T, H, d_h) and extra leading axes put H in the wrong place
# kind: axes
# diagnosis: fixed-leading-axes, permuted, split-heads-first
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return torch.stack(x.chunk(n_heads, dim=-1), dim=1)
