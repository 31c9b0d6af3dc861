# track: numpy
# exercise: scaling
# why: scaled_scores raises ValueError when d_k < 2 ("one feature has no direction to compare"), but a width of 1 is a valid input, so valid one-feature queries and keys are rejected
# kind: error
# diagnosis: error-on-valid
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    if q.shape[-1] < 2:
        raise ValueError("d_k must be at least 2: one feature has no direction to compare")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
