# track: numpy
# exercise: scaling
# why: scaled_scores lines q and k up for a broadcast product "without a copy" by assigning q.shape = (..., T, 1, d_k) and k.shape = (..., 1, S, d_k) on the arrays np.asarray handed back, which are the caller's own, and never sets them back: the scores are right, but the caller's q and k come back with an extra axis each
# kind: rules
# diagnosis: input-changed
import math

import numpy as np


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    q.shape = q.shape[:-1] + (1, d_k)  # (..., T, 1, d_k), no copy
    k.shape = k.shape[:-2] + (1,) + k.shape[-2:]  # (..., 1, S, d_k), no copy
    return (q * k).sum(axis=-1) / math.sqrt(d_k)
