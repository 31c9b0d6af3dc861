# track: numpy
# exercise: scaling
# why: scaled_scores rounds its scale to 6 decimals "for reproducible printouts" with np.round_(math.sqrt(d_k), 6), an alias NumPy 2 removed, so every valid call raises AttributeError
# kind: crash
# diagnosis: crash, name-undefined
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    scale = float(np.round_(math.sqrt(q.shape[-1]), 6))
    return (q @ np.swapaxes(k, -2, -1)) / scale
