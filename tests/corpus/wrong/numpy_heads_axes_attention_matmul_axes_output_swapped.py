# track: numpy
# exercise: heads
# why: attention scores the keys itself with np.matmul(q, k, axes=[(-2, -1), (-1, -2), (-1, -2)]) to let matmul transpose the keys, but gives the output's pair of axes reversed too, so the scores come out (..., S, T): the mask no longer fits them unless T = S, the softmax runs over the queries, and the weights and output are transposed or raise
# kind: axes
# diagnosis: scores-transposed, transposed, needs-square
# miss: attention's own (S, T) scores reach its weighted_mixture, which rejects them; the engine names that inner call (bad-inner-call:caller), but a raised exception records no argument shapes, so nothing names the transpose
import math

import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = np.matmul(q, k, axes=[(-2, -1), (-1, -2), (-1, -2)]) / math.sqrt(q.shape[-1])
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
