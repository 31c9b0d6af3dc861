# track: numpy
# exercise: heads
# why: attention ports jax.nn.dot_product_attention's _apply_masks, np.where(mask, logits, -0.7 * np.finfo(dtype).max) ("a large negative number that cannot overflow"), instead of calling mask_scores, so hidden keys get a huge finite score, not -inf, and a query with no visible key gets uniform weights instead of raising ValueError
# kind: public
# diagnosis: mask-large-negative, error-not-raised
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    logits = scaled_scores(q, k)
    if allowed is not None:
        large_negative = -0.7 * np.finfo(logits.dtype).max
        logits = np.where(np.asarray(allowed).astype(bool), logits, large_negative).astype(logits.dtype)
    weights = stable_softmax(logits)
    return weighted_mixture(weights, v), weights
