# track: torch
# exercise: heads
# why: split_heads ends with .contiguous().to(torch.get_default_dtype()) "so attention gets contiguous heads in the standard float type"; the default dtype is float32, so float64 inputs are split into float32 heads, and multi_head_self_attention, which calls it on its projections, mixes them with float64 weights (w_o) and fails or loses precision
# kind: knockon
# diagnosis: dtype-changed, dtype-mixed, float32-precision
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    heads = x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
    return heads.contiguous().to(torch.get_default_dtype())
