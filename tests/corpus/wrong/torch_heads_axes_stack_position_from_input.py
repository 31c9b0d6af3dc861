# track: torch
# exercise: heads
# why: split_heads cuts the features with x.split(d_h, dim=-1) and stacks the pieces with torch.stack(pieces, dim=x.dim() - 3), meaning "axis -3 of the result" but counting on the input, which has one axis fewer; the head axis lands one place too early: (T, d_h, H) for 2-D input, (H, B, T, d_h) for 3-D, so split_heads and multi-head attention come back with their axes in the wrong order
# kind: axes
# diagnosis: permuted


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    pieces = x.split(x.shape[-1] // n_heads, dim=-1)
    return torch.stack(pieces, dim=x.dim() - 3)
