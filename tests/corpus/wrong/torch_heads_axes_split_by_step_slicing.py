# track: torch
# exercise: heads
# why: split_heads cuts head h as x[..., h::n_heads], every n_heads-th feature starting at h, and stacks the slices on the head axis, so head h gets the interleaved features h, h+H, h+2H... instead of the neighbouring block [h*d_h, (h+1)*d_h)
# kind: axes
# diagnosis: split-interleaved, fails-with-several-heads, reordered
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return torch.stack([x[..., h::n_heads] for h in range(n_heads)], dim=-3)
