# track: numpy
# exercise: scaling
# why: scaled_scores lets np.matmul swap an operand's axes through axes=, but puts the swap on the queries, axes=[(-1, -2), (-2, -1), (-2, -1)], so it multiplies q^T (d_k, T) by the unswapped keys (S, d_k): every valid call with S != d_k raises a size mismatch, and the rest come out wrong
# kind: crash
# diagnosis: matmul-mismatch, crash
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = np.matmul(q, k, axes=[(-1, -2), (-2, -1), (-2, -1)])
    return scores / math.sqrt(q.shape[-1])
