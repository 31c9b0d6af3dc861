# track: numpy
# exercise: scaling
# why: scaled_scores flattens the keys into one 2-D table, k.reshape(-1, d_k) ("all keys against every query"), so with batched keys every query is scored against the keys of every batch element: the scores get B * S columns instead of S
# kind: axes
# diagnosis: batches-paired-all, axes-folded
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    table = k.reshape(-1, k.shape[-1])  # (S, d_k)
    return (q @ table.T) / math.sqrt(q.shape[-1])
