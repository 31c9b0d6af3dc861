# track: torch
# exercise: heads
# why: split_heads computes the head width with torch.div(torch.tensor(width), n_heads) "to divide in torch", which is a true division giving a 0-d float tensor, and reshape refuses it as a size, so every valid call raises TypeError
# kind: crash
# diagnosis: float-size, crash
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    d_h = torch.div(torch.tensor(width), n_heads)
    return x.reshape(*lead, t, n_heads, d_h).transpose(-3, -2)
