# track: numpy
# exercise: scaling
# why: the student's helper _check_inner(a, b) raises ValueError unless a.shape[-1] == b.shape[-2] (the inner sizes of a @ b); weighted_mixture calls it rightly on (weights, values), but scaled_scores calls it on (q, k) before transposing k, so it compares d_k with S: every valid call with S != d_k raises, and attention and multi-head attention fail through it
# kind: knockon
# diagnosis: error-on-valid
import math

import numpy as np


def _check_inner(a, b):
    if a.ndim < 2 or b.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {a.shape} and {b.shape}")
    if a.shape[-1] != b.shape[-2]:
        raise ValueError(f"inner sizes differ: {a.shape} @ {b.shape}")


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    _check_inner(weights, values)
    return weights @ values


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    _check_inner(q, k)
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
