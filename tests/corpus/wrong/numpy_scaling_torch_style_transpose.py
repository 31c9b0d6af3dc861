# track: numpy
# exercise: scaling
# why: scaled_scores transposes the keys with k.transpose(-2, -1) as in PyTorch; NumPy reads (-2, -1) as a full permutation, the identity for 2-D keys (so q @ k is a size mismatch) and invalid for 3-D keys
# kind: crash
# diagnosis: matmul-mismatch,crash,error-on-valid
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} vs {k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
