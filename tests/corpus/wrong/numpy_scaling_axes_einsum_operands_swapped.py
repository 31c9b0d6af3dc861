# track: numpy
# exercise: scaling
# why: scaled_scores writes np.einsum("...td,...sd->...ts", k, q), handing the keys to the letters meant for the queries, so t runs over the keys and s over the queries and the scores come out (..., S, T), the transpose of the right ones (or a shape error when their batch axes differ)
# kind: axes
# diagnosis: scores-transposed, transposed
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return np.einsum("...td,...sd->...ts", k, q) / math.sqrt(q.shape[-1])
