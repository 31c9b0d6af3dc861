# track: numpy
# exercise: scaling
# why: scaled_scores raises ValueError unless q and k are float64 ("scores need double precision before the softmax"), so every valid float32 call is rejected
# kind: error
# diagnosis: error-on-valid
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.dtype != np.float64 or k.dtype != np.float64:
        raise ValueError("q and k must be float64")
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
