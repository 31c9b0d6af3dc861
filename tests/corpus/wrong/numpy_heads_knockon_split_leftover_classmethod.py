# track: numpy
# exercise: heads
# why: split_heads, copied out of the student's own MultiHeadAttention class, keeps its @classmethod decorator at module level; a classmethod object is not callable outside a class, so every call of split_heads raises TypeError, and multi-head attention (correct itself) fails through it
# kind: knockon
# diagnosis: crash, decorator-returns-none
import numpy as np


@classmethod
def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
