# track: numpy
# exercise: heads
# why: attention's S check compares k.shape[-2] with v.shape[-2:] (a slice typed where the index belongs), an int against a tuple, which are never equal, so attention raises ValueError on every valid call (and multi_head_self_attention with it)
# kind: error
# diagnosis: error-on-valid
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2:]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
