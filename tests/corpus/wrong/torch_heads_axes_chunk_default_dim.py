# track: torch
# exercise: heads
# why: split_heads cuts x into heads with torch.chunk(x, n_heads) and stacks the pieces with torch.stack(..., dim=-3), leaving out dim=-1; torch.chunk cuts along dim 0 by default, so each "head" is a block of positions (or of batch elements) with all the features instead of a block of features for every position
# kind: axes
# diagnosis: split-reshape, split-default-axis


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return torch.stack(torch.chunk(x, n_heads), dim=-3)
