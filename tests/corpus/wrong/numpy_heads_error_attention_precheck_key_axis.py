# track: numpy
# exercise: heads
# why: attention checks the mask itself before masking, raising ValueError("a query has no visible key") unless np.asarray(allowed, dtype=bool).any(axis=-2).all(), which reduces over the queries (axis -2) instead of the keys: every valid mask that hides one key from all queries (a padded key) is rejected, in attention and multi-head attention
# kind: error
# diagnosis: error-on-valid
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if allowed is not None and not np.asarray(allowed, dtype=bool).any(axis=-2).all():
        raise ValueError("a query has no visible key; every query needs at least one")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
