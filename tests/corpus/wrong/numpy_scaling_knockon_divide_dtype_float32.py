# track: numpy
# exercise: scaling
# why: scaled_scores divides with np.divide(raw, math.sqrt(d_k), dtype=np.float32) "to keep float32 scores", which computes the division in float32 for every input, so float64 scores carry float32 rounding and attention on float64 inputs inherits it
# kind: knockon
# diagnosis: float32-precision, dtype-changed

import math
import numpy as np

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    raw = q @ np.swapaxes(k, -2, -1)
    return np.divide(raw, math.sqrt(q.shape[-1]), dtype=np.float32).astype(raw.dtype)
