# track: numpy
# exercise: scaling
# why: scaled_scores also raises ValueError when q and k hold different numbers of rows (q.shape[-2] != k.shape[-2], "every query needs its own key"), a self-attention assumption, so every valid cross-attention call with T != S is refused
# kind: error
# diagnosis: error-on-valid, needs-square
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if q.shape[-2] != k.shape[-2]:
        raise ValueError(f"q has {q.shape[-2]} positions but k has {k.shape[-2]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
