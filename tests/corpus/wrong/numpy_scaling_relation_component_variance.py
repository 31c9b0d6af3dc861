# track: numpy
# exercise: scaling
# why: scaled_scores extends the lesson's variance argument to inputs of any spread and divides by sqrt(d_k * q.var() * k.var()), the measured component variances of the whole query and key arrays, instead of by sqrt(d_k); every score is off by one data-dependent factor 1 / sqrt(q.var() * k.var())
# kind: relation
# diagnosis: ratio, ratio:constant
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    # Var(q . k) = d_k * Var(q_i) * Var(k_i): divide by its square root so the scores have variance 1
    spread = math.sqrt(d_k * float(q.var()) * float(k.var()))
    return (q @ np.swapaxes(k, -2, -1)) / spread
