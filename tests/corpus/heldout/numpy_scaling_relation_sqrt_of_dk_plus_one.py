# track: numpy
# exercise: scaling
# why: scaled_scores divides by math.sqrt(q.shape[-1] + 1), counting a bias feature the kit's queries do not have ("d_k plus the bias column"), so every score is slightly too small
# kind: relation
# diagnosis: ratio:trend-d_k, ratio
import math

import numpy as np

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1] + 1  # features plus the bias term
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k)
