# track: numpy
# exercise: scaling
# why: scaled_scores reports mismatched widths with raise NotImplemented(...) ("scores of different widths are not supported"), calling the NotImplemented constant where the NotImplementedError (or rather ValueError) class belongs; the constant is not callable, so a d_k mismatch raises TypeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise NotImplemented(f"scores of q with d_k={q.shape[-1]} and k with d_k={k.shape[-1]} are not supported")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
