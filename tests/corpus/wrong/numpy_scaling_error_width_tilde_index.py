# track: numpy
# exercise: scaling
# why: scaled_scores reads the feature widths as q.shape[~1] and k.shape[~1], taking ~1 for "the first axis from the end"; ~1 is -2, the T and S axes, so every valid call with T != S raises ValueError ("d_k differ"), while the real d_k mismatch is only caught by the product's own error
# kind: error
# diagnosis: error-on-valid, needs-square
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    d_q, d_k = q.shape[~1], k.shape[~1]  # ~1: the last axis
    if d_q != d_k:
        raise ValueError(f"q has d_k={d_q} but k has d_k={d_k}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
