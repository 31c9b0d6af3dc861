# track: torch
# exercise: heads
# why: attention masks with masked_fill(~allowed, -inf) itself; for 0/1 integer masks ~ is bitwise and masked_fill raises
# diagnosis: int-mask-inverted


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        allowed = torch.as_tensor(allowed, device=scores.device)
        if not torch.broadcast_to(allowed, scores.shape).any(dim=-1).all():
            raise ValueError("a query row has no visible key")
        scores = scores.masked_fill(~allowed, float("-inf"))
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
