# track: numpy
# exercise: scaling
# why: scaled_scores divides the raw scores with np.divide(raw, math.sqrt(d_k), out=q) 'to reuse the queries' memory'; the scores are (..., T, S) and q is (..., T, d_k), so every valid call with S != d_k raises ValueError (and with S == d_k the caller's q is overwritten)
# kind: crash
# diagnosis: crash, out-buffer-shape
import math
import numpy as np


def scaled_scores(q, k):

    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")

    raw = q @ np.swapaxes(k, -2, -1)
    return np.divide(raw, math.sqrt(q.shape[-1]), out=q)
