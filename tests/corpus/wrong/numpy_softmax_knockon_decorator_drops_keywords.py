# track: numpy
# exercise: softmax
# why: the student's decorator _arrays_in, put on stable_softmax and weighted_mixture "so every input is an ndarray", defines its wrapper as def wrapper(*args) and calls fn(*(np.asarray(a) for a in args)), with no **kwargs; functools.wraps keeps the signature looking right, but every call that names an argument, stable_softmax(scores, temperature=2.0), raises TypeError
# kind: knockon
# diagnosis: crash
import functools
import math

import numpy as np


def _arrays_in(fn):
    @functools.wraps(fn)
    def wrapper(*args):
        return fn(*(np.asarray(a) for a in args))

    return wrapper


@_arrays_in
def weighted_mixture(weights, values):
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values


@_arrays_in
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
