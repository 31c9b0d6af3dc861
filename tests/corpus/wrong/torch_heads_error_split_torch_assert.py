# track: torch
# exercise: heads
# why: split_heads checks the head count with torch._assert(n_heads >= 1 and x.shape[-1] % n_heads == 0, ...), the traceable assert of torchvision-style code, which raises AssertionError, not the ValueError the contract asks for, when n_heads does not divide the width
# kind: error
# diagnosis: error-not-valueerror
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    torch._assert(n_heads >= 1 and x.shape[-1] % n_heads == 0,
                  f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
