# track: numpy
# exercise: scaling
# why: scaled_scores divides by math.sqrt(2 * d_k / math.pi), the mean absolute value of a sum of d_k unit-variance products ("the typical size of a dot product"), where the lesson divides by its standard deviation sqrt(d_k); every score is sqrt(pi / 2), about 1.25, times too large
# kind: relation
# diagnosis: ratio:constant, ratio
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    d_k = q.shape[-1]
    if d_k != k.shape[-1]:
        raise ValueError(f"q has d_k={d_k} but k has d_k={k.shape[-1]}")
    # E|q.k| for d_k unit-variance products is sqrt(2 d_k / pi)
    typical = math.sqrt(2 * d_k / math.pi)
    return (q @ np.swapaxes(k, -2, -1)) / typical
