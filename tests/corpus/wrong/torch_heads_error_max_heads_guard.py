# track: torch
# exercise: heads
# why: split_heads guards its divisibility test against a zero head count with x.shape[-1] % max(n_heads, 1) and drops the n_heads < 1 test, so n_heads = 0 passes the check and fails at width // n_heads with ZeroDivisionError (and a negative count that divides the width reaches reshape, which raises RuntimeError) instead of ValueError
# kind: error
# diagnosis: error-not-valueerror, divides-by-zero
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if x.shape[-1] % max(n_heads, 1):  # max(): never divide by zero
        raise ValueError(f"n_heads={n_heads} must divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
