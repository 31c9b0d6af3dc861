# track: numpy
# exercise: scaling
# why: scaled_scores raises ValueError when q or k has more than 4 axes ("at most (batch, heads, T, d_k)"), but any number of leading axes is valid, so 5-D and deeper queries and keys are refused
# kind: error
# diagnosis: error-on-valid, fails-with-leading-axes
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.ndim > 4 or k.ndim > 4:
        raise ValueError(f"q and k take at most (batch, heads, T, d_k); got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
