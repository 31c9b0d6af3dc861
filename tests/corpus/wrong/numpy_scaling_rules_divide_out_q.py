# track: numpy
# exercise: scaling
# why: scaled_scores scales the queries first with np.divide(q, math.sqrt(d_k), out=q) "to save a temporary", which writes the scaled queries into the caller's q array (and fails on integer input)
# kind: rules
# diagnosis: input-changed
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    np.divide(q, math.sqrt(q.shape[-1]), out=q)
    return q @ np.swapaxes(k, -2, -1)
