# track: torch
# exercise: heads
# why: split_heads unflattens the width into (H, d_h) correctly but then swaps T with d_h, .transpose(-3, -1), instead of T with H (-3, -2), returning (..., d_h, H, T)
# kind: axes
# diagnosis: permuted

def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs (..., T, H*d_h), got {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide {x.shape[-1]}")
    return x.unflatten(-1, (n_heads, x.shape[-1] // n_heads)).transpose(-3, -1)
