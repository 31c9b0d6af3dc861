# track: torch
# exercise: heads
# why: split_heads returns torch.tensor(x.reshape(...).transpose(-3, -2)) 'to get a fresh contiguous tensor'; torch.tensor copies the data into a new leaf without history, so no gradient flows back through the split heads to x (or to the projections in multi-head attention)
# kind: rules
# diagnosis: no-gradient
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    heads = x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
    return torch.tensor(heads, dtype=x.dtype, device=x.device)
