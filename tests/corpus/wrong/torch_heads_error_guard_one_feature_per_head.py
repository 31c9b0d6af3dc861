# track: torch
# exercise: heads
# why: split_heads guards with x.shape[-1] // n_heads == 0 ("each head needs at least one feature") instead of testing that n_heads divides the width, so a head count that does not divide it passes and reshape raises RuntimeError
# kind: error
# diagnosis: error-not-valueerror, error-not-raised
import math

import torch

def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] // n_heads == 0:
        raise ValueError(f"n_heads={n_heads} leaves no feature per head (width {x.shape[-1]})")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
