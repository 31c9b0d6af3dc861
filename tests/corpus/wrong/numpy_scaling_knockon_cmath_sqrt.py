# track: numpy
# exercise: scaling
# why: scaled_scores divides by sqrt(d_k) with sqrt imported from cmath instead of math (from cmath import sqrt, the autocomplete's first suggestion); cmath.sqrt always returns a Python complex, so the scores come back complex64 / complex128 with zero imaginary parts, and attention and multi_head_self_attention get complex scores through it
# kind: knockon
# diagnosis: dtype-changed
from cmath import sqrt

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(
            f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}; shapes {q.shape} and {k.shape}"
        )
    return (q @ np.swapaxes(k, -2, -1)) / sqrt(q.shape[-1])
