# track: numpy
# exercise: scaling
# why: ports Machine Learning Mastery's NumPy "attention mechanism from scratch" tutorial, scores = Q @ K.transpose() / K.shape[1] ** 0.5, written for one 2-D key matrix: K.transpose() reverses every axis and K.shape[1] is S, not d_k, once the keys have a batch or head axis
# kind: public
# diagnosis: transpose-all-axes, axes-reversed, matmul-mismatch, fails-with-leading-axes
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    # as in the tutorial: scores = Q @ K.transpose(); scaled by the square root of the key width
    return q @ k.transpose() / k.shape[1] ** 0.5
