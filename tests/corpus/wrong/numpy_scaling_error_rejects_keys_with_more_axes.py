# track: numpy
# exercise: scaling
# why: scaled_scores raises ValueError when the keys have more axes than the queries (k.ndim > q.ndim, "keys cannot carry batch axes the queries lack"), so valid broadcasting calls such as one (T, d_k) query matrix against batched (B, S, d_k) keys are refused
# kind: error
# diagnosis: error-on-valid, fails-with-leading-axes
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if k.ndim > q.ndim:
        raise ValueError(f"k has more batch axes than q: {k.shape} vs {q.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
