# track: torch
# exercise: heads
# why: the student's split_heads cuts the features into windows with x.unfold(-1, n_heads, n_heads), passing the number of heads where unfold takes each window's size and step (d_h), so it makes d_h "heads" of width H; multi-head attention built on it is right only when H == d_h
# kind: knockon
# diagnosis: split-sizes-swapped

def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    windows = x.unfold(-1, n_heads, n_heads)  # (..., T, number of windows, window)
    return windows.transpose(-3, -2)
