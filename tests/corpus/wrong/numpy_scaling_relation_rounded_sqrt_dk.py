# track: numpy
# exercise: scaling
# why: scaled_scores divides by round(math.sqrt(d_k)) ("a whole-number scale is exact in any dtype"), so the scale is right only where d_k is a perfect square (4, 16, 64) and off elsewhere (3 for d_k = 8, 2 for d_k = 3)
# kind: relation
# diagnosis: ratio, ratio:trend-d_k
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / round(math.sqrt(q.shape[-1]))
