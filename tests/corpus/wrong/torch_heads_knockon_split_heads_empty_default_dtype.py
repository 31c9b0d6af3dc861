# track: torch
# exercise: heads
# why: split_heads fills the heads one by one into out = torch.empty(*lead, n_heads, t, d_h, device=x.device) made without dtype=, which is the default float32, so float64 input is rounded to float32 heads, and multi_head_self_attention (right itself) returns float32 output and weights for float64 inputs through it
# kind: knockon
# diagnosis: dtype-changed, float32-precision
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    d_h = width // n_heads
    out = torch.empty(*lead, n_heads, t, d_h, device=x.device)
    for h in range(n_heads):
        out[..., h, :, :] = x[..., h * d_h:(h + 1) * d_h]
    return out
