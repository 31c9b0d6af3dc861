# track: torch
# exercise: heads
# why: adds the bool mask to the scores as if it were an additive mask, so visible keys get +1 and hidden ones are never hidden
# kind: relation
# diagnosis: fails-with-mask, mask-ignored


def attention(q, k, v, allowed=None):
    if q.shape[-1] != k.shape[-1] or k.shape[-2] != v.shape[-2]:
        raise ValueError(f"shapes do not fit: q {tuple(q.shape)}, k {tuple(k.shape)}, v {tuple(v.shape)}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        allowed = torch.as_tensor(allowed, device=scores.device)
        if not torch.broadcast_to(allowed.to(torch.bool), scores.shape).any(dim=-1).all():
            raise ValueError("a query row has no visible key")
        scores = scores + allowed.to(scores.dtype)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
