# track: numpy
# exercise: scaling
# why: scaled_scores raises ValueError when there are more queries than keys (q.shape[-2] > k.shape[-2], "every query needs a key at its own position"), a self-attention assumption; cross-attention with T > S is valid and must be scored
# kind: error
# diagnosis: error-on-valid
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if q.shape[-2] > k.shape[-2]:
        raise ValueError("more queries than keys: every query needs a key at its own position")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
