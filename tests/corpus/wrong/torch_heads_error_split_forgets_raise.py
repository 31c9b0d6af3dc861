# track: torch
# exercise: heads
# why: split_heads builds its head-count error but forgets the raise keyword (ValueError(...) on a line of its own), so a bad n_heads goes on to the reshape: n_heads=0 dies with ZeroDivisionError at width // n_heads and a count that does not divide the width with reshape's RuntimeError, never ValueError
# kind: error
# diagnosis: error-not-valueerror
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    *lead, t, width = x.shape
    if n_heads < 1 or width % n_heads:
        ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}")
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
