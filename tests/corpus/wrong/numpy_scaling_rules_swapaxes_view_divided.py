# track: numpy
# exercise: scaling
# why: scaled_scores scales the transposed keys instead of the scores, kt = np.swapaxes(k, -2, -1); kt /= math.sqrt(d_k) ("fewer divisions"); swapaxes returns a view of the caller's k, so every call divides the caller's keys by sqrt(d_k) in place
# kind: rules
# diagnosis: input-changed
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    kt = np.swapaxes(k, -2, -1)
    kt /= math.sqrt(q.shape[-1])
    return q @ kt
