# track: numpy
# exercise: heads
# why: merge_heads copies each head into a buffer made with np.zeros((*lead, T, H * d_h)), whose dtype defaults to float64, so float32 heads come back merged as float64 (and multi_head_self_attention's float32 output with them)
# kind: rules
# diagnosis: dtype-float64, dtype-changed
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    out = np.zeros((*lead, t, h * d_h))
    for i in range(h):
        out[..., i * d_h:(i + 1) * d_h] = x[..., i, :, :]
    return out
