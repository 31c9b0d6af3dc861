# track: numpy
# exercise: heads
# why: split_heads reuses its parameter name for the head width, n_heads = width // n_heads ("the size of one head"), and then reshapes to (..., T, n_heads, width // n_heads) as if n_heads still held the count, so it makes d_h heads of width H; multi-head attention attends over those wrong heads and its weights come back (..., d_h, T, T)
# kind: knockon
# diagnosis: split-sizes-swapped
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    n_heads = width // n_heads  # the size of one head
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
