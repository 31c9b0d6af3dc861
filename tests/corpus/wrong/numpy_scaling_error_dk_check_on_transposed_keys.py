# track: numpy
# exercise: scaling
# why: scaled_scores transposes the keys first, k_t = np.swapaxes(k, -2, -1), and then checks the widths as q.shape[-1] != k_t.shape[-1]; after the transpose that last axis is S, not d_k, so valid queries and keys with S != d_k raise ValueError, and mismatched widths get through whenever S equals q's width (then the matmul raises its own ValueError or, with d_k = 1, broadcasts)
# kind: error
# diagnosis: error-on-valid, error-not-raised
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    k_t = np.swapaxes(k, -2, -1)  # (..., d_k, S)
    if q.shape[-1] != k_t.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k_t.shape[-1]}")
    return (q @ k_t) / math.sqrt(q.shape[-1])
