# track: torch
# exercise: heads
# why: split_heads guards the head count with "n_heads == 0 or width % n_heads" ("zero heads would divide by zero") where n_heads < 1 belongs; a negative count that divides the width passes the check and reshape raises RuntimeError (not ValueError)
# kind: error
# diagnosis: error-not-valueerror, error-not-raised
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads == 0 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
