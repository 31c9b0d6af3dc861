# track: numpy
# exercise: scaling
# why: scaled_scores raises ValueError when q and k have different numbers of rows ('self-attention pairs every position with every position'), so valid cross-attention with T != S is rejected, in attention too
# kind: knockon
# diagnosis: error-on-valid, bad-inner-call
import math
import numpy as np


def scaled_scores(q, k):

    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")

    if q.shape[-2] != k.shape[-2]:
        raise ValueError("q and k must have the same number of positions")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
