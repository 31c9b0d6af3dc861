# track: numpy
# exercise: scaling
# why: scaled_scores multiplies with np.linalg.multi_dot([q, kt]) ("the optimal-order matrix chain"), which only takes 2-D arrays, so batched or multi-head queries and keys raise LinAlgError, and attention and multi-head attention fail through it
# kind: knockon
# diagnosis: fixed-ndim, fails-with-leading-axes, crash
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
    return np.linalg.multi_dot([q, kt]) / math.sqrt(q.shape[-1])
