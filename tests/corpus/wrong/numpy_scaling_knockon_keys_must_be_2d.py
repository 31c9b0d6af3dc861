# track: numpy
# exercise: scaling
# why: scaled_scores raises ValueError unless k is 2-D ('the keys are one shared matrix'), so batched or multi-head keys, which the contract allows, are rejected, and attention and multi-head attention fail on every batched input
# kind: knockon
# diagnosis: error-on-valid, bad-inner-call, fails-with-leading-axes
import math
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim != 2:
        raise ValueError("q needs (..., T, d_k) and k must be a (S, d_k) matrix")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ k.T) / math.sqrt(q.shape[-1])
