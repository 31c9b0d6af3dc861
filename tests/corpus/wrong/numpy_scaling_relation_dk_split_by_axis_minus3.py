# track: numpy
# exercise: scaling
# why: scaled_scores treats a last axis as the model width whenever there are 3 or more axes and takes the head width as d_k = q.shape[-1] // q.shape[-3] ("d_k = D / H, H sits at axis -3"), but q's last axis already is d_k, so batched or multi-head scores are divided by sqrt(d_k / B) or sqrt(d_k / H) instead of sqrt(d_k)
# kind: relation
# diagnosis: ratio, fails-with-leading-axes
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    if q.ndim >= 3:
        d_k = max(1, q.shape[-1] // q.shape[-3])  # head width = model width / heads
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k)
