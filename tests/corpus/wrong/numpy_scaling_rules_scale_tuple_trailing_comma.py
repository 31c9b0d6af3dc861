# track: numpy
# exercise: scaling
# why: scaled_scores computes its factor on a line ending with a stray comma, scale = 1.0 / math.sqrt(q.shape[-1]), so scale is a one-element tuple; NumPy turns the tuple into a float64 array of shape (1,) when it multiplies, so the values are right but float32 inputs give float64 scores
# kind: rules
# diagnosis: dtype-float64, dtype-changed
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = 1.0 / math.sqrt(q.shape[-1]),
    return (q @ np.swapaxes(k, -2, -1)) * scale
