# track: numpy
# exercise: scaling
# why: scaled_scores computes the scale 1/sqrt(d_k) once, on its first call, into a module-level _SCALE "so it is not recomputed", and reuses it for every later call, so scores of any later width d_k are divided by the first call's sqrt(d_k)
# kind: knockon
# diagnosis: ratio, stale-result
import math

import numpy as np

_SCALE = None


def scaled_scores(q, k):
    global _SCALE
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if _SCALE is None:
        _SCALE = 1.0 / math.sqrt(q.shape[-1])
    return (q @ np.swapaxes(k, -2, -1)) * _SCALE
