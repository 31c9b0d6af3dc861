# track: numpy
# exercise: heads
# why: attention centres the keys on their mean key "for stability" (a shift shared by all keys adds one number per query row, which the softmax ignores) but does it in place, k -= k.mean(axis=-2, keepdims=True), on the array np.asarray hands back, which is the caller's own k; the results are right, the caller's keys are changed
# kind: rules
# diagnosis: input-changed
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    k -= k.mean(axis=-2, keepdims=True)  # same weights, smaller scores
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
