# track: torch
# exercise: heads
# why: split_heads unflattens the width and swaps T and H with .permute(-2, -3, -1), naming only the last three dims; permute needs every dim of the tensor, so any x with a batch axis (4-D after the unflatten) raises RuntimeError
# kind: crash
# diagnosis: fixed-ndim, fixed-leading-axes, crash
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return x.unflatten(-1, (n_heads, -1)).permute(-2, -3, -1)
