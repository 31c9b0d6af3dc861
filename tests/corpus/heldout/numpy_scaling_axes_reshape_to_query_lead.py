# track: numpy
# exercise: scaling
# why: scaled_scores reshapes its result "to be sure of the shape" with scores.reshape(*q.shape[:-1], -1), taking the leading axes from q alone; when k has batch axes that q lacks (or longer ones), the broadcast (B, ..., T, S) scores are cut in flat order into (..., T, B*S), so each row mixes several queries' scores
# kind: axes
# diagnosis: reshaped-sizes, axes-folded, fails-with-leading-axes
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    return scores.reshape(*q.shape[:-1], -1)  # (..., T, S)
