# track: numpy
# exercise: scaling
# why: scaled_scores writes the scores as the bilinear form q W k^T with W = np.eye(d_k) / math.sqrt(d_k) ("the general compatibility with an identity metric"); np.eye is float64 by default, so float32 queries and keys give float64 scores (the values are right)
# kind: rules
# diagnosis: dtype-float64, dtype-changed
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    d_k = q.shape[-1]
    if d_k != k.shape[-1]:
        raise ValueError(f"q has d_k={d_k} but k has d_k={k.shape[-1]}")
    metric = np.eye(d_k) / math.sqrt(d_k)  # W in q W k^T
    return q @ metric @ np.swapaxes(k, -2, -1)
