# track: numpy
# exercise: heads
# why: attention ports RealFormer's residual attention (He et al. 2020), scores + the previous layer's raw scores, keeping "the previous layer" as the scores of its own previous call in a module global (added when the shape matches); the first call is right, and every later call of the same shape adds the scores of the call before it
# kind: public
# diagnosis: stale-result, not-deterministic
import numpy as np

_PREV_SCORES = None


def attention(q, k, v, allowed=None):
    global _PREV_SCORES
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    # residual attention: add the raw scores of the previous layer
    if _PREV_SCORES is not None and _PREV_SCORES.shape == scores.shape:
        scores = scores + _PREV_SCORES
    _PREV_SCORES = scores
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
