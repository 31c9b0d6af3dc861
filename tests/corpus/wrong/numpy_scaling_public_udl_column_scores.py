# track: numpy
# exercise: scaling
# why: scaled_scores adapts Prince's Understanding Deep Learning notebook, where the queries and keys are columns and dot_products = all_keys.T @ all_queries, as k @ q.T over the kit's rows, so the scores come out (..., S, T), one row per key
# kind: public
# diagnosis: scores-transposed, transposed
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    dot_products = k @ np.swapaxes(q, -2, -1)  # keys^T @ queries in the column layout
    return dot_products / math.sqrt(q.shape[-1])
