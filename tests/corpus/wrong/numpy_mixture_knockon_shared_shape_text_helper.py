# track: numpy
# exercise: mixture
# why: weighted_mixture and scaled_scores build their ValueError messages with the student's helper _shape_text(a) = "x".join(a.shape), to print shapes as 4x3; str.join takes strings only and a shape holds ints, so in both functions every bad input (too few axes, S or d_k mismatch) raises TypeError while the message is built, instead of ValueError
# kind: knockon
# diagnosis: error-not-valueerror
import math

import numpy as np


def _shape_text(a):
    return "x".join(a.shape)


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {_shape_text(weights)} and values {_shape_text(values)} need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights {_shape_text(weights)} and values {_shape_text(values)} differ in S")
    return weights @ values


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {_shape_text(q)} and k {_shape_text(k)} need 2 axes each")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q {_shape_text(q)} and k {_shape_text(k)} differ in d_k")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
