# track: numpy
# exercise: scaling
# why: scaled_scores swaps the keys' last two axes into the same name (k = np.swapaxes(k, -2, -1)) and only then reads d_k = k.shape[-1], which is now the number of keys S, so the scores are divided by sqrt(S) instead of sqrt(d_k)
# kind: relation
# diagnosis: scale-seq-len
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    k = np.swapaxes(k, -2, -1)  # (..., d_k, S)
    d_k = k.shape[-1]
    return (q @ k) / math.sqrt(d_k)
