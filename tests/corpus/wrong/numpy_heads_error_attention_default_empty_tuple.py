# track: numpy
# exercise: heads
# why: attention gives allowed the default () ("an empty tuple is an immutable default, safer than None") but still tests "if allowed is not None", so every call without a mask hands mask_scores an empty mask, which does not broadcast to the scores, and attention(q, k, v) raises ValueError
# kind: error
# diagnosis: fails-without-mask, error-on-valid, bad-inner-call:caller
import numpy as np


def attention(q, k, v, allowed=()):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
