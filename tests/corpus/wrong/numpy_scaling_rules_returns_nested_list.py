# track: numpy
# exercise: scaling
# why: scaled_scores returns (q @ k^T / sqrt(d_k)).tolist() 'so the scores print like the lesson's table', a nested Python list instead of an np.ndarray
# kind: rules
# diagnosis: wrong-array-type
import math
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return ((q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])).tolist()
