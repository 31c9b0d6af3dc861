# track: numpy
# exercise: scaling
# why: scaled_scores divides by np.emath.sqrt(d_k) ("the safe sqrt that never gives NaN"), which returns a NumPy float64 scalar, so under NumPy 2 float32 scores come back float64
# kind: rules
# diagnosis: dtype-float64, dtype-changed
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / np.emath.sqrt(q.shape[-1])
