# track: numpy
# exercise: scaling
# why: scaled_scores builds its d_k message as "q has d_k=%d but k has d_k=%d" % q.shape[-1], k.shape[-1], without parentheses round the pair, so % gets one argument for two placeholders and queries and keys of different widths raise TypeError (not enough arguments for format string) instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes; got %s and %s" % (q.shape, k.shape))
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q has d_k=%d but k has d_k=%d" % q.shape[-1], k.shape[-1])
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
