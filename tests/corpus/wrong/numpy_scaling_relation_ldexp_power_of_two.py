# track: numpy
# exercise: scaling
# why: scaled_scores divides "exactly" by a power of two with np.ldexp(scores, -round(math.log2(d_k) / 2)), rounding half the exponent of d_k to a whole number; that is sqrt(d_k) only for d_k = 4, 16, 64..., so for d_k = 8 the scores are divided by 4 and for d_k = 2 not at all
# kind: relation
# diagnosis: ratio, ratio:trend-d_k
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
    shift = round(math.log2(q.shape[-1]) / 2)  # sqrt(d) = 2 ** (log2(d) / 2), done with an exact exponent
    return np.ldexp(scores, -shift)
