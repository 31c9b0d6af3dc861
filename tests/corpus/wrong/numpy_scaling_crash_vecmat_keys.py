# track: numpy
# exercise: scaling
# why: scaled_scores takes each query row times the transposed keys with NumPy 2.2's np.vecmat(q, swapaxes(k, -2, -1)); vecmat loops over q's (..., T) and the keys' (...) loop axes lined up from the right, so with a batch axis T meets the batch and the call raises (or mixes batches when they match)
# kind: crash
# diagnosis: crash, fails-with-leading-axes, fixed-ndim

import math
import numpy as np

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    # each query vector times the (d_k, S) key matrix
    return np.vecmat(q, np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
