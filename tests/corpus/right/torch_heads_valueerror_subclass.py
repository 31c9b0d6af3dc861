# track: torch
# exercise: heads
# why: attention does its own checks with a ValueError subclass and mixes with einsum


class AttentionShapeError(ValueError):
    pass


def attention(q, k, v, allowed=None):
    if q.shape[-1] != k.shape[-1]:
        raise AttentionShapeError(f"d_k: q has {q.shape[-1]}, k has {k.shape[-1]}")
    if k.shape[-2] != v.shape[-2]:
        raise AttentionShapeError(f"S: k has {k.shape[-2]}, v has {v.shape[-2]}")
    scores = torch.einsum("...td,...sd->...ts", q, k) / math.sqrt(q.shape[-1])
    if allowed is not None:
        visible = torch.as_tensor(allowed, device=scores.device).to(torch.bool)
        if not torch.broadcast_to(visible, scores.shape).any(dim=-1).all():
            raise AttentionShapeError("a query has no visible key")
        scores = scores.masked_fill(~visible, float("-inf"))
    weights = stable_softmax(scores)
    return torch.einsum("...ts,...sd->...td", weights, v), weights
