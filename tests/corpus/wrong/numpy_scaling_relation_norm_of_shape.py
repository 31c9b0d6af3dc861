# track: numpy
# exercise: scaling
# why: scaled_scores takes sqrt(d_k) as "the length of a d_k-vector of ones" but passes the shape itself, float(np.linalg.norm(q.shape[-1:])), where np.ones(q.shape[-1:]) was meant; the norm of the one-entry vector [d_k] is d_k, so the scores are divided by d_k instead of its square root
# kind: relation
# diagnosis: scale-dk, ratio:trend-d_k
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = float(np.linalg.norm(q.shape[-1:]))  # |(1, 1, ..., 1)| = sqrt(d_k)
    return (q @ np.swapaxes(k, -2, -1)) / scale
