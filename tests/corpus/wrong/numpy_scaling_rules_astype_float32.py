# track: numpy
# exercise: scaling
# why: scaled_scores returns (q @ k^T / sqrt(d_k)).astype(np.float32) "scores in single precision, as on a GPU", so float64 inputs give float32 scores
# kind: rules
# diagnosis: dtype-changed
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    return ((q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])).astype(np.float32)
