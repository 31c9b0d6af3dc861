# track: torch
# exercise: heads
# why: merge_heads rejects an x with fewer than 3 axes by raising IndexError ("there is no head axis at index -3") instead of ValueError, so the bad-rank error case gets the wrong exception class
# kind: error
# diagnosis: error-not-valueerror
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise IndexError(f"merge_heads: no head axis at index -3 in a tensor of shape {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h)
