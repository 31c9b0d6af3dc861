# track: numpy
# exercise: scaling
# why: scaled_scores multiplies every query with every key by broadcasting and adds the features up with sum(products, -1), Python's builtin sum read as "sum over axis -1"; the builtin iterates over the FIRST axis and takes -1 as its start value, so it sums over the queries (or the batch) and subtracts 1, giving (..., S, d_k)-shaped results in place of (..., T, S)
# kind: axes
# diagnosis: axis-reduced, crash, builtin-sum-start
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    products = q[..., :, None, :] * k[..., None, :, :]  # (..., T, S, d_k)
    return sum(products, -1) / math.sqrt(q.shape[-1])
