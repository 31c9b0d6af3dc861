# track: numpy
# exercise: scaling
# why: scaled_scores guards its inputs with q.setflags(write=False) and k.setflags(write=False) ("nothing in here may write to them") on the arrays np.asarray handed back, which are the caller's own, so the caller's q and k come back read-only
# kind: rules
# diagnosis: input-flag-changed
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    q.setflags(write=False)
    k.setflags(write=False)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
