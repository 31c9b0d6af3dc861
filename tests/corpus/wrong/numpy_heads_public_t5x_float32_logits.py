# track: numpy
# exercise: heads
# why: attention keeps the float32_logits=True option of T5X/flaxformer's dot_product_attention, casting q and k to float32 before the scores and the softmax and the weights back to the inputs' dtype afterwards, so float64 inputs get weights and outputs that carry float32 rounding
# kind: public
# diagnosis: float32-precision, fails-in-float32
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    dtype = q.dtype
    float32_logits = True  # T5X default for stable logits
    if float32_logits:
        q, k = q.astype(np.float32), k.astype(np.float32)
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores).astype(dtype)
    return weighted_mixture(weights, v), weights
