# track: numpy
# exercise: scaling
# why: scaled_scores subtracts each row's maximum "to keep the scores small for the softmax", so every row of the scores is shifted by its own constant (the softmax would not notice, the scores are wrong)
# kind: relation
# diagnosis: offset
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} vs {k.shape[-1]}")
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    return scores - scores.max(axis=-1, keepdims=True)
