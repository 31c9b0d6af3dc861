# track: numpy
# exercise: scaling
# why: scaled_scores multiplies by d_k ** -0.25 once, copying the quarter power that Whisper applies to q and to k separately, so the scores are divided by the fourth root of d_k instead of its square root
# kind: relation
# diagnosis: ratio, ratio:trend-d_k
import numpy as np


def scaled_scores(q, k):

    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")

    return (q @ np.swapaxes(k, -2, -1)) * q.shape[-1] ** -0.25
