# track: numpy
# exercise: scaling
# why: scaled_scores takes an exact integer scale, r = math.isqrt(d_k), and raises ValueError("d_k must be a perfect square") when r * r != d_k "so the scale stays exact"; the contract takes any width, so every valid call with d_k = 2, 3, 8, 32 ... raises
# kind: error
# diagnosis: error-on-valid
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    root = math.isqrt(d_k)
    if root * root != d_k:
        raise ValueError(f"d_k={d_k} must be a perfect square so that sqrt(d_k) is exact")
    return (q @ np.swapaxes(k, -2, -1)) / root
