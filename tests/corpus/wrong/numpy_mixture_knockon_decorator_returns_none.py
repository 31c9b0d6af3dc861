# track: numpy
# exercise: mixture
# why: weighted_mixture and scaled_scores share the student's decorator _as_arrays, which converts both arguments with np.asarray before calling the function, but the decorator never ends with "return wrapper", so it returns None and both module names are bound to None: every call of weighted_mixture and scaled_scores (and of attention through them) raises TypeError ('NoneType' object is not callable)
# kind: knockon
# diagnosis: crash, decorator-returns-none
import functools
import math

import numpy as np


def _as_arrays(fn):
    @functools.wraps(fn)
    def wrapper(a, b):
        return fn(np.asarray(a), np.asarray(b))


@_as_arrays
def weighted_mixture(weights, values):
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights (..., T, S) and values (..., S, d_v) need 2 axes; got {weights.shape}, {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values


@_as_arrays
def scaled_scores(q, k):
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
