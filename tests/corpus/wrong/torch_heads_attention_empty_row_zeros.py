# track: torch
# exercise: heads
# why: attention returns zeros for a query with no visible key (like SDPA) instead of raising ValueError
# named-by: a row with no visible key; the contract says it raises ValueError


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        visible = torch.broadcast_to(torch.as_tensor(allowed, device=q.device).to(torch.bool), scores.shape)
        scores = scores.masked_fill(~visible, float("-inf"))
    exps = torch.exp(scores - scores.amax(dim=-1, keepdim=True).nan_to_num(0.0, 0.0, 0.0))
    total = exps.sum(dim=-1, keepdim=True)
    weights = exps / total.clamp_min(torch.finfo(exps.dtype).tiny)
    return weights @ v, weights
