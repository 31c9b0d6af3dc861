# track: numpy
# exercise: mixture
# why: weighted_mixture and scaled_scores share the student's helper _as_float(x) = np.asarray(x, dtype="f"), taking the type code "f" for "any float"; "f" is float32 (float64 is "d"), so float64 weights and values (and queries and keys) are rounded to float32 and the mixture, the scores and attention's output come back float32 for float64 inputs
# kind: knockon
# diagnosis: dtype-changed, float32-precision
import math

import numpy as np


def _as_float(x):
    """The input as a floating array ("f" for float), so integer inputs mix too."""
    return np.asarray(x, dtype="f")


def weighted_mixture(weights, values):
    weights = _as_float(weights)
    values = _as_float(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values


def scaled_scores(q, k):
    q = _as_float(q)
    k = _as_float(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
