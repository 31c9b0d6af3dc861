# track: numpy
# exercise: scaling
# why: scaled_scores checks the widths through the student's helper _check_match(a, b, axis_a=-1, axis_b=-2), written for weighted_mixture's S check, but calls it as _check_match(q, k, -1) and leaves axis_b at its default -2, so it compares q's d_k with k's S: every valid call with S != d_k raises ValueError (and a width mismatch with S == d_k of q is not caught by it)
# kind: error
# diagnosis: error-on-valid
import math

import numpy as np


def _check_match(a, b, axis_a=-1, axis_b=-2):
    """Raise ValueError unless a.shape[axis_a] == b.shape[axis_b] (the inner sizes of a @ b)."""
    if a.ndim < 2 or b.ndim < 2:
        raise ValueError(f"expected arrays with 2 or more axes; got {a.shape} and {b.shape}")
    if a.shape[axis_a] != b.shape[axis_b]:
        raise ValueError(f"sizes differ: {a.shape[axis_a]} (shape {a.shape}) vs {b.shape[axis_b]} (shape {b.shape})")


def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights, values = np.asarray(weights), np.asarray(values)
    _check_match(weights, values)
    return weights @ values


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q, k = np.asarray(q), np.asarray(k)
    _check_match(q, k, -1)  # d_k of q against d_k of k
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
