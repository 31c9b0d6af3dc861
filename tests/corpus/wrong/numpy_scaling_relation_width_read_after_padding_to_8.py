# track: numpy
# exercise: scaling
# why: scaled_scores zero-pads the features of q and k up to a multiple of 8 ("aligned widths multiply faster") and reads d_k AFTER the padding, q.shape[-1], so the dot products are right (zeros add nothing) but they are divided by the square root of the padded width: right only when d_k is already a multiple of 8
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
    pad = -q.shape[-1] % 8
    if pad:
        q = np.pad(q, [(0, 0)] * (q.ndim - 1) + [(0, pad)])
        k = np.pad(k, [(0, 0)] * (k.ndim - 1) + [(0, pad)])
    d_k = q.shape[-1]
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k)
