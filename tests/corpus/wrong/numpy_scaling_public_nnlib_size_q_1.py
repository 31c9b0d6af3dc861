# track: numpy
# exercise: scaling
# why: scaled_scores ports the scale of Julia NNlib.jl's dot_product_attention_scores, q ./ sqrt(size(q, 1)), as q / math.sqrt(q.shape[0]); Julia's 1-based size(q, 1) is the feature axis of its column-major (d_k, length, ...) arrays, but q.shape[0] is the kit's first axis (T for 2-D queries, the batch or head count otherwise), so the scores are divided by the square root of that length instead of sqrt(d_k)
# kind: public
# diagnosis: scale-seq-len, ratio
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q = q / math.sqrt(q.shape[0])  # NNlib: q ./ sqrt(size(q, 1))
    return q @ np.swapaxes(k, -2, -1)
