# track: numpy
# exercise: heads
# why: attention checks that k and v agree with k.shape[:-1] != v.shape[:-1], comparing every leading axis and not only S, so valid calls where v has extra or broadcast leading axes raise ValueError
# kind: error
# diagnosis: error-on-valid
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[:-1] != v.shape[:-1]:
        raise ValueError(f"k {k.shape} and v {v.shape} must have the same (..., S) axes")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
