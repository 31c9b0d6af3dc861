# track: torch
# exercise: heads
# why: merge_heads ends with .float() "so the output projection gets float32 like the weights of a model", which turns float64 heads into float32; merge_heads then changes the dtype, and multi-head attention with float64 inputs fails through it, since float32 merged heads @ float64 w_o raises RuntimeError (matmul does not promote dtypes)
# kind: knockon
# diagnosis: dtype-changed, dtype-mixed
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h).float()
