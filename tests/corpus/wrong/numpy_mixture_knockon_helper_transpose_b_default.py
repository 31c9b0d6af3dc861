# track: numpy
# exercise: mixture
# why: weighted_mixture and scaled_scores share the student's helper _matmul(a, b, transpose_b=True), written for the scores (a @ b^T, as tf.matmul(q, k, transpose_b=True)); scaled_scores relies on the default, and weighted_mixture calls _matmul(weights, values) without transpose_b=False, so the values are transposed too: every valid call with d_v != S raises ValueError in the product, and attention fails with it
# kind: knockon
# diagnosis: matmul-mismatch, needs-square, bad-inner-call
import math

import numpy as np


def _matmul(a: np.ndarray, b: np.ndarray, transpose_b: bool = True) -> np.ndarray:
    if transpose_b:
        b = np.swapaxes(b, -2, -1)
    return a @ b


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return _matmul(q, k) / math.sqrt(q.shape[-1])


def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return _matmul(weights, values)
