# track: numpy
# exercise: scaling
# why: scaled_scores also raises ValueError for inputs with more than 3 axes ("q is (T, d_k) or (B, T, d_k)"), so valid (B, H, T, d_k) queries and keys are refused, and multi_head_self_attention, whose split heads always have a heads axis before T, fails through it on batched inputs
# kind: knockon
# diagnosis: error-on-valid, bad-inner-call
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if not (2 <= q.ndim <= 3 and 2 <= k.ndim <= 3):
        raise ValueError(f"q and k must be (T, d_k) or (B, T, d_k); got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
