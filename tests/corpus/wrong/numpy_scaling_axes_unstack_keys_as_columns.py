# track: numpy
# exercise: scaling
# why: scaled_scores turns the keys into columns with np.stack(np.unstack(k), axis=-1) ("take each key and stand it up as a column"); np.unstack splits along axis 0 by default, which is the key axis only for 2-D k, so with any leading axis it unstacks the batch instead and builds a (..., S, d_k, B) array: batched scores come out wrong or raise
# kind: axes
# diagnosis: fixed-leading-axes, fails-unless-ndim, matmul-mismatch, error-on-valid
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    k_columns = np.stack(np.unstack(k), axis=-1)  # one column per key
    return (q @ k_columns) / math.sqrt(q.shape[-1])
