# track: numpy
# exercise: heads
# why: merge_heads swaps H and T and reshapes with x.reshape(*lead, -1, -1) ("let NumPy work out T and the merged width"); reshape can infer only one unknown size, so every valid call raises ValueError, and multi-head attention with it
# kind: crash
# diagnosis: crash
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {x.shape}")
    lead = x.shape[:-3]
    return np.swapaxes(x, -3, -2).reshape(*lead, -1, -1)
