# track: torch
# exercise: heads
# why: split_heads cuts the features with x.split(n_heads, dim=-1), but torch.split takes the size of each piece, not their number, so it makes d_h pieces of width H and returns (..., d_h, T, H): right only when H == d_h
# kind: axes
# diagnosis: split-interleaved,split-sizes-swapped


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"x must be (..., T, H*d_h), got {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide {x.shape[-1]}")
    pieces = x.split(n_heads, dim=-1)
    return torch.stack(pieces, dim=-3)
