# track: numpy
# exercise: heads
# why: merge_heads collects the heads into a list and joins them in a while loop with parts.append(heads.pop()); list.pop() takes from the end, so the heads are laid side by side last one first and merged feature block h holds head H - 1 - h; multi_head_self_attention, which calls it, then multiplies the wrong blocks by w_o's rows
# kind: knockon
# diagnosis: reordered, fails-with-several-heads, blocks-reversed
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    heads = list(np.moveaxis(x, -3, 0))  # H arrays of (..., T, d_h)
    parts = []
    while heads:
        parts.append(heads.pop())
    return np.concatenate(parts, axis=-1)  # (..., T, H*d_h)
