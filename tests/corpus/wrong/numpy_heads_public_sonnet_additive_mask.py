# track: numpy
# exercise: heads
# why: attention ports Sonnet's MultiHeadAttention masking, attn_logits = attn_logits - 1e10 * (1 - mask), on the kit's 0/1 mask; visible scores are unchanged and hidden ones get weight 0, but a query with no visible key gets uniform weights over its hidden keys instead of raising ValueError
# kind: public
# diagnosis: error-not-raised, mask-large-negative
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    attn_logits = scaled_scores(q, k)
    if allowed is not None:
        mask = np.asarray(allowed).astype(attn_logits.dtype)
        attn_logits = attn_logits - 1e10 * (1 - mask)
    weights = stable_softmax(attn_logits)
    return weighted_mixture(weights, v), weights
