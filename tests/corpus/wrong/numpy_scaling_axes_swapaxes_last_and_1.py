# track: numpy
# exercise: scaling
# why: scaled_scores transposes the keys with np.swapaxes(k, -1, 1), written for (B, S, d_k) keys where axis 1 is S; for 2-D keys axis 1 is the last axis itself (no swap, so the product raises unless S == d_k) and for 4-D (B, H, S, d_k) keys it swaps d_k with the heads axis
# kind: axes
# diagnosis: fixed-leading-axes, fixed-ndim, matmul-mismatch
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -1, 1)) / math.sqrt(q.shape[-1])
