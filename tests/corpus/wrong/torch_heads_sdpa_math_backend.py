# track: torch
# exercise: heads
# why: calls torch.ops.aten._scaled_dot_product_attention_math, SDPA's math backend, which also returns the weights
# named-by: uses _scaled_dot_product_attention_math


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)  # validates d_k
    bias = None
    if allowed is not None:
        masked = mask_scores(scores, allowed)  # validates the mask: -inf where hidden
        bias = torch.where(torch.isneginf(masked), float("-inf"), 0.0).to(q.dtype)
    return torch.ops.aten._scaled_dot_product_attention_math(q, k, v, bias)
