# track: numpy
# exercise: scaling
# why: scaled_scores ports the update rule of modern Hopfield networks (Ramsauer et al. 2020, "Hopfield Networks is All You Need"), xi_new = X softmax(beta X^T xi) with beta = 1/sqrt(d), keeping the paper's column layout: the keys become the stored patterns X (d_k, S) and the queries the state patterns Xi (d_k, T), so beta * X^T Xi returns (..., S, T), the scores with their last two axes swapped
# kind: public
# diagnosis: scores-transposed, transposed
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    beta = 1.0 / math.sqrt(q.shape[-1])
    stored = np.swapaxes(k, -2, -1)  # X: one stored pattern per column, (d_k, S)
    state = np.swapaxes(q, -2, -1)  # Xi: one state pattern per column, (d_k, T)
    return beta * (np.swapaxes(stored, -2, -1) @ state)  # beta X^T Xi
