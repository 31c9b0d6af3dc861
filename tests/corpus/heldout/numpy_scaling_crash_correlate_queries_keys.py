# track: numpy
# exercise: scaling
# why: scaled_scores takes np.correlate(q, k) for "the correlation of every query with every key" and divides by sqrt(d_k); np.correlate slides two 1-D sequences over each other and refuses anything with more axes, so every valid call with 2-D or batched q and k raises ValueError ("object too deep")
# kind: crash
# diagnosis: crash, error-on-valid
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return np.correlate(q, k) / math.sqrt(q.shape[-1])
