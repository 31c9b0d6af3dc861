# track: torch
# exercise: heads
# why: split_heads and merge_heads follow the [B, M, H, K] layout of xformers' memory_efficient_attention ("batch, sequence, heads, head dim"), x.unflatten(-1, (H, -1)) and x.flatten(-2) with no transpose, so split_heads returns (..., T, H, d_h) instead of (..., H, T, d_h), and multi-head attention then attends across the heads of each position
# kind: public
# diagnosis: permuted

def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return x.unflatten(-1, (n_heads, -1))


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs 3 or more axes; got {tuple(x.shape)}")
    return x.flatten(-2)
