# track: numpy
# exercise: scaling
# why: scaled_scores reads the width as d_k = np.prod(q.shape[-1:]) ("the size of the feature axes") and scales by d_k ** -0.5; np.prod returns a NumPy int64, so the factor is a NumPy float64 scalar, which under NumPy 2 is not weak: float32 scores come back float64, and attention and multi-head attention inherit the float64
# kind: knockon
# diagnosis: dtype-float64, dtype-changed
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = np.prod(q.shape[-1:])
    return (q @ np.swapaxes(k, -2, -1)) * d_k ** -0.5
