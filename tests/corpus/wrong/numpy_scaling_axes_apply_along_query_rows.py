# track: numpy
# exercise: scaling
# why: scaled_scores scores one query row at a time with np.apply_along_axis(lambda row: k @ row, -1, q) ("each query against every key"); right for 2-D inputs, but with a batch axis each 1-D row meets ALL of k's batches (k @ row is (B, S)), so the scores come out (B, T, B, S), every batch of q against every batch of k
# kind: axes
# diagnosis: batches-paired-all, dot-not-matmul, mapped-over-one-input
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    raw = np.apply_along_axis(lambda row: k @ row, -1, q)  # one query row against all keys
    return raw / math.sqrt(q.shape[-1])
