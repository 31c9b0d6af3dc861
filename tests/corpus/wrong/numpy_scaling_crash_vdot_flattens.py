# track: numpy
# exercise: scaling
# why: scaled_scores takes the query-key dot products with np.vdot(q, swapaxes(k)), but vdot flattens both arrays into single vectors: T != S raises ValueError and T == S gives one scalar
# kind: crash
# diagnosis: crash, dot-not-matmul
import math

import numpy as np

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    # every query dotted with every key
    dots = np.vdot(q, np.swapaxes(k, -2, -1))
    return dots / math.sqrt(q.shape[-1])
