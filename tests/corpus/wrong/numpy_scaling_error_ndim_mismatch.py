# track: numpy
# exercise: scaling
# why: scaled_scores also raises ValueError when q and k have different numbers of axes (q.ndim != k.ndim, "queries and keys must come in the same batch layout"), so valid broadcasting calls such as batched (B, T, d_k) queries against one shared (S, d_k) key set are rejected
# kind: error
# diagnosis: error-on-valid
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.ndim != k.ndim:
        raise ValueError(f"q and k must have the same number of axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
