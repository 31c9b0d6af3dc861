# track: numpy
# exercise: scaling
# why: scaled_scores keeps the guard of rotary-embedding (LLaMA-style) attention code, raising ValueError when d_k is odd ("the features must come in pairs"), but plain scaled scores take any width, so every valid call with an odd d_k (1, 3, 5...) is rejected
# kind: error
# diagnosis: error-on-valid
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if q.shape[-1] % 2:
        raise ValueError(f"d_k={q.shape[-1]} must be even: the features come in pairs")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
