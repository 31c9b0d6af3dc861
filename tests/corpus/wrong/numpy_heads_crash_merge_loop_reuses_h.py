# track: numpy
# exercise: heads
# why: merge_heads unpacks the head count as h and then loops "for h in range(h)" to collect the heads; the loop variable overwrites the count, so after the loop h is H - 1 and the final reshape to (..., T, h * d_h) no longer fits the H * d_h features: every valid call raises (multi-head attention with it)
# kind: crash
# diagnosis: crash
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    parts = []
    for h in range(h):
        parts.append(x[..., h, :, :])  # (..., T, d_h)
    return np.concatenate(parts, axis=-1).reshape(*lead, t, h * d_h)
