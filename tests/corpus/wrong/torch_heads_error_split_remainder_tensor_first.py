# track: torch
# exercise: heads
# why: split_heads tests divisibility first with torch.remainder(torch.tensor(width), n_heads) and only then n_heads < 1; an integer tensor remainder by 0 raises RuntimeError ("ZeroDivisionError") inside torch, so n_heads = 0 gets RuntimeError instead of the ValueError the check after it would give
# kind: error
# diagnosis: error-not-valueerror
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    width = x.shape[-1]
    if torch.remainder(torch.tensor(width), n_heads) != 0 or n_heads < 1:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}")
    *lead, t, _ = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
