# track: numpy
# exercise: scaling
# why: scaled_scores returns its scores as float16, (q @ k_t / math.sqrt(d_k)).astype(np.float16) "since a score table for long sequences takes a lot of memory", so float32 and float64 inputs get half-precision scores of another dtype
# kind: rules
# diagnosis: dtype-changed, half-precision
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
    return scores.astype(np.float16)  # (T, S) tables get big: store them in half
