# track: numpy
# exercise: scaling
# why: scaled_scores uses np.einsum("...td,...sd", q, k) without "->...ts"; implicit mode sorts the free letters (s before t), so the scores come out (..., S, T)
# kind: axes-shapes
# diagnosis: scores-transposed,transposed
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} vs {k.shape[-1]}")
    return np.einsum("...td,...sd", q, k) / math.sqrt(q.shape[-1])
