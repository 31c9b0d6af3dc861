# track: numpy
# exercise: scaling
# why: scaled_scores transposes the keys with np.swapaxes(k, 0, 1), the two axes of a 2-D matrix; with a batch or head axis it swaps the batch with S instead of S with d_k, so batched keys come out wrong or do not fit the queries
# kind: axes
# diagnosis: fixed-leading-axes, fails-unless-ndim, matmul-mismatch
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, 0, 1)) / math.sqrt(q.shape[-1])
