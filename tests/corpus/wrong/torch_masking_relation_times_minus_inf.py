# track: torch
# exercise: masking
# why: hides a key by multiplying its score by -inf, torch.where(visible, scores, scores * float("-inf")), believing anything times -inf is -inf; a hidden negative score becomes +inf and a hidden zero score NaN, so only the hidden positions are wrong
# kind: relation
# diagnosis: only-at-special


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return torch.where(visible, scores, scores * float("-inf"))
