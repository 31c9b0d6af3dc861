# track: torch
# exercise: heads
# why: split_heads chunks along dim=-2 (the positions) instead of dim=-1 (the features) before stacking the chunks on dim=-3, so each "head" is a block of T/H consecutive positions with the full width, (..., H, T/H, H*d_h), and T not divisible by H fails
# kind: axes-shapes
# diagnosis: split-reshape


def split_heads(x: torch.Tensor, n_heads: int) -> torch.Tensor:
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return torch.stack(x.chunk(n_heads, dim=-2), dim=-3)
