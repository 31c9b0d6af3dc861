# track: numpy
# exercise: heads
# why: attention ports Cog Attention ("More Expressive Attention with Negative Weights", Lv et al. 2024): the softmax runs over the scores' absolute values and each weight takes its score's sign back, weights = sign(s) * softmax(|s|) (hidden keys kept at -inf), so keys with negative scores get negative weights and every row's weights differ from the softmax's
# kind: public
# diagnosis: weights-not-exp, weights-elementwise
# miss: weights sign(s) * softmax(|s|) are no increasing function of the scores and sum to 1 only where every score is positive; no relation replays them, so only the knock-on on multi_head_self_attention leads (evidence)
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    hidden = np.isneginf(scores)
    magnitudes = np.where(hidden, -np.inf, np.abs(scores))  # |s|, hidden keys stay hidden
    weights = np.sign(np.where(hidden, 0, scores)) * stable_softmax(magnitudes)  # signed weights
    return weighted_mixture(weights, v), weights
