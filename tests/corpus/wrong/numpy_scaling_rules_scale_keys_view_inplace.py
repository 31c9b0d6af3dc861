# track: numpy
# exercise: scaling
# why: scaled_scores folds the scale into the transposed keys, kt = np.swapaxes(k, -2, -1); kt /= sqrt(d_k), but swapaxes returns a view of the caller's k, so the caller's keys are divided in place
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
    kt = np.swapaxes(k, -2, -1)  # (..., d_k, S)
    kt /= math.sqrt(q.shape[-1])  # scale the smaller operand once
    return q @ kt
