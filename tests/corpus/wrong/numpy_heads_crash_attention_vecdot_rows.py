# track: numpy
# exercise: heads
# why: attention computes the scores with NumPy 2's np.vecdot(q, k) / sqrt(d_k), taking it for "the dot product of every query with every key"; vecdot pairs the vectors position by position (query t with key t only, broadcasting the T and S axes against each other), so T != S raises ValueError and T == S gives one score per query, (..., T), instead of the (..., T, S) table
# kind: crash
# diagnosis: crash, error-on-valid
import math

import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = np.vecdot(q, k) / math.sqrt(q.shape[-1])  # dot product of queries and keys
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
