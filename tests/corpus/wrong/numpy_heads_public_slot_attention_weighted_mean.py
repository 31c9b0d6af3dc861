# track: numpy
# exercise: heads
# why: attention ports Slot Attention's weights (Locatello et al. 2020: softmax over the slots, i.e. over the queries axis, then attn += 1e-8 and a "weighted mean" renormalisation over the inputs); the queries compete for each key instead of the keys for each query, so every weight is the expected one times a factor per key and per query, and hidden keys keep about 1e-8 of weight
# kind: public
# diagnosis: normalised-both-axes
import numpy as np

_EPSILON = 1e-8


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S): T slots (queries) against S inputs (keys)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    # Slot Attention: softmax over the slots, so that slots compete for every input ...
    attn = np.swapaxes(stable_softmax(np.swapaxes(scores, -2, -1)), -2, -1)
    # ... then a weighted mean over the inputs
    attn = attn + _EPSILON
    attn = attn / attn.sum(axis=-1, keepdims=True)
    attn = attn.astype(scores.dtype, copy=False)
    return weighted_mixture(attn, v), attn
