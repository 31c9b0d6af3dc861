# track: numpy
# exercise: scaling
# why: scaled_scores adds up the scores one feature at a time, for q_j, k_j in zip(np.moveaxis(q, -1, 0), np.moveaxis(k, -1, 0)), and drops the d_k check "because zip pairs the features"; zip stops at the shorter input without a word (zip(..., strict=True) would raise ValueError), so q and k of different widths give scores over their common features instead of raising
# kind: error
# diagnosis: error-not-raised
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    scores = np.zeros(np.broadcast_shapes(q.shape[:-2], k.shape[:-2]) + (q.shape[-2], k.shape[-2]), dtype=np.result_type(q, k))
    for q_j, k_j in zip(np.moveaxis(q, -1, 0), np.moveaxis(k, -1, 0)):  # feature j of every query and key
        scores = scores + q_j[..., :, None] * k_j[..., None, :]
    return scores / math.sqrt(q.shape[-1])
