# track: torch
# exercise: heads
# why: attention converts the mask up front with allowed = torch.as_tensor(allowed, dtype=torch.bool, device=q.device) "so lists work too", before its "if allowed is not None" test; torch.as_tensor(None, ...) raises TypeError, so every unmasked call of attention, and of multi-head attention, fails
# kind: crash
# diagnosis: none-argument,crash


def attention(q, k, v, allowed=None):
    allowed = torch.as_tensor(allowed, dtype=torch.bool, device=q.device)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
