# track: numpy
# exercise: heads
# why: the student's rank helper _require_ndim(*arrays, ndim=2), shared by weighted_mixture, scaled_scores and merge_heads, takes the minimum rank as a keyword only, but merge_heads calls it as _require_ndim(x, 3), so the 3 is checked as a second array (np.ndim(3) == 0 < 2) and every valid merge_heads call, and every multi-head attention through it, raises ValueError
# kind: knockon
# diagnosis: error-on-valid, bad-inner-call
import math

import numpy as np


def _require_ndim(*arrays, ndim=2):
    for a in arrays:
        if np.ndim(a) < ndim:
            raise ValueError(f"expected at least {ndim} axes; got shape {np.shape(a)}")


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    _require_ndim(weights, values)
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    return weights @ values


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    _require_ndim(q, k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])


def merge_heads(x):
    x = np.asarray(x)
    _require_ndim(x, 3)
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h)
