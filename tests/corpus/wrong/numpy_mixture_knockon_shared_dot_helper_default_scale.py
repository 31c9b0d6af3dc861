# track: numpy
# exercise: mixture
# why: scaled_scores and weighted_mixture share the student's helper _batched_dot(a, b, scale=None), where scale=None means "the attention scale 1/sqrt(a.shape[-1])"; scaled_scores relies on that default, but weighted_mixture also calls _batched_dot(weights, values) without scale=1.0, so every mixture (and attention's output through it) is divided by sqrt(S)
# kind: knockon
# diagnosis: ratio
import math

import numpy as np


def _batched_dot(a: np.ndarray, b: np.ndarray, scale: float | None = None) -> np.ndarray:
    """a @ b over the last two axes, times scale (default: the attention scale of a's width)."""
    if scale is None:
        scale = 1 / math.sqrt(a.shape[-1])
    return (a @ b) * scale


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return _batched_dot(q, np.swapaxes(k, -2, -1))


def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need (..., T, S) weights and (..., S, d_v) values; got {weights.shape}, {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return _batched_dot(weights, values)
