# track: torch
# exercise: heads
# why: merge_heads swaps with x.swapdims(-3, -1), the heads axis with the feature axis instead of with T, and then reshapes (..., d_h, T, H) to (..., T, H*d_h), so features, heads and positions are scrambled wherever H, T and d_h are not all 1
# kind: axes
# diagnosis: merge-no-transpose, reordered
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return x.swapdims(-3, -1).reshape(*lead, t, h * d_h)
