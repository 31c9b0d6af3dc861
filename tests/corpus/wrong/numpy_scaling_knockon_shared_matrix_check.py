# track: numpy
# exercise: scaling
# why: scaled_scores and weighted_mixture validate their inputs with the student's helper _as_matrix(name, a), which raises ValueError unless a.ndim == 2 ("q, k, weights and values are matrices", as in the lesson's first example); every batched or multi-head input is rejected, so attention and multi-head attention fail through both
# kind: knockon
# diagnosis: error-on-valid, fails-with-leading-axes
import math

import numpy as np


def _as_matrix(name, a):
    a = np.asarray(a)
    if a.ndim != 2:
        raise ValueError(f"{name} must be a matrix; got shape {a.shape}")
    return a


def scaled_scores(q, k):
    q = _as_matrix("q", q)
    k = _as_matrix("k", k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])


def weighted_mixture(weights, values):
    weights = _as_matrix("weights", weights)
    values = _as_matrix("values", values)
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S mismatch: {weights.shape} and {values.shape}")
    return weights @ values
