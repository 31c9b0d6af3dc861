# track: numpy
# exercise: scaling
# why: scaled_scores clips the scores to "the range the dtype can hold", np.clip(scores, np.iinfo(scores.dtype).min, np.iinfo(scores.dtype).max), so the softmax never meets inf; np.iinfo describes integer dtypes only (np.finfo is the float one) and raises ValueError ("Invalid integer data type 'f'") for float scores, so every valid call raises ValueError
# kind: error
# diagnosis: iinfo-of-float, error-on-valid
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    limits = np.iinfo(scores.dtype)
    return np.clip(scores, limits.min, limits.max)
