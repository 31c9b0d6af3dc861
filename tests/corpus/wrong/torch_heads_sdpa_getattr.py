# track: torch
# exercise: heads
# why: looks F.scaled_dot_product_attention up by name with getattr
# named-by: uses scaled_dot_product_attention

import torch.nn.functional as F


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
        allowed = torch.as_tensor(allowed, device=q.device).to(torch.bool)
    weights = stable_softmax(scores)
    fused = getattr(F, "scaled_dot_product_attention")
    return fused(q, k, v, attn_mask=allowed), weights
