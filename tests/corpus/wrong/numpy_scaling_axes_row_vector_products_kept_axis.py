# track: numpy
# exercise: scaling
# why: scaled_scores scores each query as a (1, d_k) row vector, q[..., :, None, :] @ k_t[..., None, :, :], which gives (..., T, 1, S), and never takes that helper axis away again, so every score array has an extra length-1 axis before the keys
# kind: axes
# diagnosis: extra-axis
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    k_t = np.swapaxes(k, -2, -1)  # (..., d_k, S)
    rows = q[..., :, None, :] @ k_t[..., None, :, :]  # one (1, d_k) @ (d_k, S) per query
    return rows / math.sqrt(q.shape[-1])
