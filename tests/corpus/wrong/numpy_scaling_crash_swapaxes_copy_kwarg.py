# track: numpy
# exercise: scaling
# why: scaled_scores asks for a transposed copy of the keys with np.swapaxes(k, -2, -1, copy=True) "so the caller's keys stay untouched"; np.swapaxes has no copy argument (it always returns a view, which is fine), so every valid call raises TypeError
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
    k_t = np.swapaxes(k, -2, -1, copy=True)
    return (q @ k_t) / math.sqrt(q.shape[-1])
