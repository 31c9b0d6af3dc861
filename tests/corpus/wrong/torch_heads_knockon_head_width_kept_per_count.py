# track: torch
# exercise: heads
# why: split_heads remembers the head width per head count in a module dict, d_h = _HEAD_WIDTH.setdefault(n_heads, width // n_heads) ("the width of a head does not change"), so the first width seen for a head count serves every later call with that count; multi-head attention splits Q (H*d_k wide) and then V (H*d_v wide) with the same n_heads, so whenever d_v != d_k (or a later call has other sizes) the reshape gets the wrong head width and raises or cuts the heads wrong
# kind: knockon
# diagnosis: stale-result:kept-raise, stale-result:shape, stale-result
import torch

_HEAD_WIDTH = {}


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    d_h = _HEAD_WIDTH.setdefault(n_heads, width // n_heads)
    return x.reshape(*lead, t, n_heads, d_h).transpose(-3, -2)
