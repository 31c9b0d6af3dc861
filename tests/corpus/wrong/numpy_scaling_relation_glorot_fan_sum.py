# track: numpy
# exercise: scaling
# why: scaled_scores divides by math.sqrt(q.shape[-1] + k.shape[-1]), the Glorot-style "square root of fan-in plus fan-out" remembered from weight initialisation, which is sqrt(2 d_k), so every score is the expected one divided by sqrt(2)
# kind: relation
# diagnosis: ratio
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    fan = q.shape[-1] + k.shape[-1]  # both sides of the product
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(fan)
