# track: numpy
# exercise: scaling
# why: scaled_scores computes the raw products and then writes the scaling as an expression statement, scores / math.sqrt(d_k), on a line of its own without assigning it (meaning scores /= ...), so the division is computed and thrown away and the unscaled products are returned; attention and multi-head attention take their softmax of those unscaled scores too
# kind: knockon
# diagnosis: scale-none
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = q @ np.swapaxes(k, -2, -1)
    scores / math.sqrt(q.shape[-1])
    return scores
