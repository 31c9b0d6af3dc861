# track: torch
# exercise: heads
# why: split_heads builds its error message as "n_heads=%d must divide the width %d" % n_heads, width; % binds tighter than the comma, so formatting raises TypeError (not enough arguments) and a bad head count raises TypeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    *lead, t, width = x.shape
    if n_heads < 1 or width % n_heads:
        raise ValueError("n_heads=%d must be >= 1 and divide the width %d" % n_heads, width)
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
