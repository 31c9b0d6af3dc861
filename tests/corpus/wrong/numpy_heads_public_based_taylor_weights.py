# track: numpy
# exercise: heads
# why: attention adapts the second-order Taylor feature map of Based / Zoology linear attention (Arora et al. 2024), exp(s) ~ 1 + s + s^2 / 2, weighting each visible key by 1 + s + s^2/2 of its scaled score over the row sum of those, in place of the softmax's exp(s - max)
# kind: public
# diagnosis: weights-not-exp
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    hidden = np.isneginf(scores)
    s = np.where(hidden, 0, scores)
    # Based: the 2nd-order Taylor expansion of exp, positive for every s
    feats = np.where(hidden, 0, 1 + s + s * s / 2).astype(scores.dtype, copy=False)
    weights = feats / feats.sum(axis=-1, keepdims=True)
    return weighted_mixture(weights, v), weights
