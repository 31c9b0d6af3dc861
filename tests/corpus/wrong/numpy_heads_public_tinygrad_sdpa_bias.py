# track: numpy
# exercise: heads
# why: attention follows tinygrad's Tensor.scaled_dot_product_attention, turning only a bool mask into a 0/-inf bias and adding any other mask to the scores as it is, so a valid 0/1 integer mask just adds 1 to the visible scores and hides nothing
# kind: public
# diagnosis: mask-added, fails-with-01-masks
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    qk = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        attn_mask = np.asarray(allowed)
        # as in tinygrad: a bool mask becomes a bias, anything else already is one
        if attn_mask.dtype == np.bool_:
            attn_mask = np.where(attn_mask, 0.0, -np.inf)
        qk = qk + attn_mask.astype(qk.dtype)
    weights = stable_softmax(qk)
    return weighted_mixture(weights, v), weights
