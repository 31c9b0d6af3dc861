# track: numpy
# exercise: heads
# why: attention raises ValueError whenever there are more queries than keys (q.shape[-2] > k.shape[-2], "each query must have a key at its own position"), reading the causal picture of self-attention as a rule, so valid cross-attention calls with T > S are refused
# kind: error
# diagnosis: error-on-valid
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if q.shape[-2] > k.shape[-2]:
        raise ValueError(f"{q.shape[-2]} queries but only {k.shape[-2]} keys")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
