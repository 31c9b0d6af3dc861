# track: numpy
# exercise: scaling
# why: scaled_scores multiplies with np.linalg.multi_dot([q, kt]) ("the optimal-order matrix chain"), which for two arrays is np.dot (no 2-D rule applies): with leading axes it pairs every batch of q with every batch of kt instead of batch by batch, so the scores get the wrong shape, and attention and multi-head attention fail through it
# kind: knockon
# diagnosis: fixed-ndim, fails-with-leading-axes, crash, dot-not-matmul
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    kt = np.swapaxes(k, -2, -1)
    return np.linalg.multi_dot([q, kt]) / math.sqrt(q.shape[-1])
