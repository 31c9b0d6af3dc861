# track: numpy
# exercise: scaling
# why: scaled_scores transposes the keys with k.H, the conjugate transpose K^H of the linear-algebra notes (equal to K^T for real keys); .H exists only on np.matrix, not on ndarray, so every valid call raises AttributeError
# kind: crash
# diagnosis: crash
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.H) / math.sqrt(q.shape[-1])  # Q K^H / sqrt(d_k)
