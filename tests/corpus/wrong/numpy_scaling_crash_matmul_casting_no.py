# track: numpy
# exercise: scaling
# why: scaled_scores pins the product to single precision with np.matmul(q, kt, dtype=np.float32, casting="no") "so float32 stays float32"; casting="no" forbids any conversion, so every float64 call raises a UFuncTypeError
# kind: crash
# diagnosis: crash
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = np.matmul(q, np.swapaxes(k, -2, -1), dtype=np.float32, casting="no")
    return scores / math.sqrt(q.shape[-1])
