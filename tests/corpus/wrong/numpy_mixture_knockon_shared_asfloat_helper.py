# track: numpy
# exercise: mixture
# why: weighted_mixture and scaled_scores both convert their inputs through the student's helper _as_float(a) = np.asarray(a, dtype=float) ("so integer inputs work too"); dtype=float is float64, so float32 inputs give float64 mixtures and scores, and attention and multi-head attention return float64 too
# kind: knockon
# diagnosis: dtype-float64, dtype-changed
import math

import numpy as np


def _as_float(a):
    """Accept lists and integer arrays: everything becomes a float array."""
    return np.asarray(a, dtype=float)


def weighted_mixture(weights, values):
    weights = _as_float(weights)
    values = _as_float(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S mismatch: {weights.shape} and {values.shape}")
    return weights @ values


def scaled_scores(q, k):
    q = _as_float(q)
    k = _as_float(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k mismatch: {q.shape} and {k.shape}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
