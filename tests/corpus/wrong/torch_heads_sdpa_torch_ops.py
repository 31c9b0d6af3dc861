# track: torch
# exercise: heads
# why: calls the aten operator torch.ops.aten.scaled_dot_product_attention directly
# named-by: uses scaled_dot_product_attention


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
        allowed = torch.as_tensor(allowed, device=q.device).to(torch.bool)
    weights = stable_softmax(scores)
    return torch.ops.aten.scaled_dot_product_attention(q, k, v, allowed), weights
