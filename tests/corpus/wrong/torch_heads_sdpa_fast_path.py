# track: torch
# exercise: heads
# why: uses F.scaled_dot_product_attention only on the unmasked fast path
# named-by: uses scaled_dot_product_attention

import torch.nn.functional as F


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is None:
        return F.scaled_dot_product_attention(q, k, v), stable_softmax(scores)
    weights = stable_softmax(mask_scores(scores, allowed))
    return weighted_mixture(weights, v), weights
