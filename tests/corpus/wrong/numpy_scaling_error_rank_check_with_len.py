# track: numpy
# exercise: scaling
# why: scaled_scores checks the ranks with len(q) < 2 or len(k) < 2, but len() of an array is the length of its first axis, not its number of axes: valid inputs with a single query, a single key or a batch of one are rejected with ValueError, and 1-D q or k of length 2 or more pass the check
# kind: error
# diagnosis: error-on-valid, error-not-raised
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if len(q) < 2 or len(k) < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
