# track: torch
# exercise: heads
# why: split_heads builds the new shape as x.shape[:-1] + [n_heads, -1], adding a list to a torch.Size (a tuple), which raises TypeError on every valid call
# kind: crash
# diagnosis: crash
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return x.reshape(x.shape[:-1] + [n_heads, -1]).transpose(-3, -2)
