# track: numpy
# exercise: scaling
# why: scaled_scores divides by np.cbrt(d_k), the cube root, reaching for "the root of the width" with the wrong root, so the scores are too large by d_k ** (1/2 - 1/3) = d_k ** (1/6), a factor that grows with d_k
# kind: relation
# diagnosis: ratio:trend-d_k, ratio
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = float(np.cbrt(q.shape[-1]))
    return (q @ np.swapaxes(k, -2, -1)) / scale
