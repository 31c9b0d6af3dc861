# track: torch
# exercise: heads
# why: split_heads brings the heads in front of T with torch.rot90(x.reshape(..., T, H, d_h), 1, dims=(-3, -2)), taking a quarter turn for a swap of two axes; rot90 is a transpose followed by a flip, so the shape is right but the heads come out in reverse order
# kind: axes
# diagnosis: axis-flipped, fails-with-several-heads
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    r = x.reshape(*lead, t, n_heads, width // n_heads)
    return torch.rot90(r, 1, dims=(-3, -2))
