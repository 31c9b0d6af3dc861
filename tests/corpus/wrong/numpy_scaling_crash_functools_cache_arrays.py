# track: numpy
# exercise: scaling
# why: scaled_scores is decorated with functools.cache "because attention asks for the scores of the same q and k again and again"; cache hashes its arguments to look them up, and a NumPy array is unhashable, so every call raises TypeError (unhashable type: 'numpy.ndarray') before the function body runs
# kind: crash
# diagnosis: unhashable-key, crash
import functools
import math

import numpy as np


@functools.cache
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
