# track: torch
# exercise: heads
# why: split_heads unflattens the features into (..., T, H, d_h) and moves the heads with .mT, which swaps the last two axes (H and d_h) instead of H and T, so it returns (..., T, d_h, H)
# kind: axes
# diagnosis: permuted

def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return x.unflatten(-1, (n_heads, -1)).mT
