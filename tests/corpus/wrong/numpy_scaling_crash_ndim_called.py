# track: numpy
# exercise: scaling
# why: scaled_scores checks the ranks with q.ndim() < 2 or k.ndim() < 2, calling ndarray.ndim as if it were torch's dim() method; ndim is an int attribute, so every valid call raises TypeError ('int' object is not callable)
# kind: crash
# diagnosis: crash
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim() < 2 or k.ndim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
