# track: torch
# exercise: heads
# why: imports F.scaled_dot_product_attention under an alias (sdpa)
# named-by: uses scaled_dot_product_attention

from torch.nn.functional import scaled_dot_product_attention as sdpa


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
        allowed = torch.as_tensor(allowed, device=q.device).to(torch.bool)
    weights = stable_softmax(scores)
    return sdpa(q, k, v, attn_mask=allowed), weights
