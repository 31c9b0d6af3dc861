# track: numpy
# exercise: heads
# why: split_heads makes its own copy of x with np.frombuffer(x.tobytes()) "so the heads never share memory with the caller", but frombuffer reads the bytes as float64 when no dtype= is given, so float64 inputs are right while float32 inputs are reinterpreted (each pair of float32 numbers read as one float64), giving garbage values and half as many features per head
# kind: rules
# diagnosis: bytes-reinterpreted, fails-in-float32
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    fresh = np.frombuffer(x.tobytes()).reshape(*lead, t, n_heads, -1)
    return np.swapaxes(fresh, -3, -2)
