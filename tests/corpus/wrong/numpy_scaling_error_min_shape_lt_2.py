# track: numpy
# exercise: scaling
# why: scaled_scores checks 'at least 2 axes' as min(q.shape) < 2 or min(k.shape) < 2, reading it as 'every axis at least 2 long', so valid inputs with one query (T = 1), one key, or d_k = 1 are rejected with ValueError
# kind: error
# diagnosis: error-on-valid
import math
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if min(q.shape) < 2 or min(k.shape) < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
