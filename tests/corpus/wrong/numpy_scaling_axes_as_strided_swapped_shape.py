# track: numpy
# exercise: scaling
# why: scaled_scores builds k^T "without a copy" as np.lib.stride_tricks.as_strided(k, shape=(..., d_k, S)) but passes k's own strides unchanged; swapping the shape alone is a reshape, not a transpose, so each "key column" reads numbers of several keys (right only when S = 1 or d_k = 1)
# kind: axes
# diagnosis: keys-reshaped, strided-own-strides
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    *lead, s, d_k = k.shape
    # a transposed view of the keys, (..., d_k, S), sharing k's memory
    k_t = np.lib.stride_tricks.as_strided(k, shape=(*lead, d_k, s), strides=k.strides, writeable=False)
    return (q @ k_t) / math.sqrt(d_k)
