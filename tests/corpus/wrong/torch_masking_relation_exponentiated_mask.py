# track: torch
# exercise: masking
# why: mask_scores returns scores.masked_fill(~visible, -inf).exp(), exponentiating "so hidden keys become exactly 0 and the softmax only has to divide"; the zeros are right for hidden keys, but every visible score comes back as exp(score) instead of the score itself
# kind: relation
# diagnosis: exp-of-expected
def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf")).exp()
