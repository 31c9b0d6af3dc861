# track: numpy
# exercise: scaling
# why: scaled_scores transposes the keys with np.swapaxes(k, -2, 1), a 1 typed for -1; in 2-D axis 1 is the last axis and the scores are right, but with a batch axis axis 1 is the key axis itself (the swap does nothing, so q @ k raises unless d_k == S) and with batch and head axes it swaps the heads with the keys
# kind: axes
# diagnosis: fails-with-leading-axes
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, 1)) / math.sqrt(q.shape[-1])
