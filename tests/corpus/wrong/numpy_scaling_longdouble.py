# track: numpy
# exercise: scaling
# why: scaled_scores promotes q and k to np.longdouble "for extra precision" and never converts back, so float32 and float64 inputs both return float128 scores
# kind: rules-types
# diagnosis: dtype-changed
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q, dtype=np.longdouble)
    k = np.asarray(k, dtype=np.longdouble)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} vs {k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
