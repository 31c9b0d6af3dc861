# track: torch
# exercise: heads
# why: wraps F.scaled_dot_product_attention in a module-level helper that attention calls
# named-by: uses scaled_dot_product_attention

import torch.nn.functional as F


def _fused_output(q, k, v, allowed):
    return F.scaled_dot_product_attention(q, k, v, attn_mask=allowed)


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
        allowed = torch.as_tensor(allowed, device=q.device).to(torch.bool)
    return _fused_output(q, k, v, allowed), stable_softmax(scores)
