# track: numpy
# exercise: scaling
# why: scaled_scores pre-scales the queries with operator.itruediv(q, math.sqrt(d_k)), taken for the functional form of "/" (that is operator.truediv); itruediv is "/=", which divides a NumPy array in place and returns it, so the caller's q is divided by sqrt(d_k) on every call (the scores themselves are right)
# kind: rules
# diagnosis: input-changed
import math
import operator

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    # scale the (T, d_k) queries rather than the (T, S) scores: fewer divisions
    q_scaled = operator.itruediv(q, math.sqrt(q.shape[-1]))
    return q_scaled @ np.swapaxes(k, -2, -1)
