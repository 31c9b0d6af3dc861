# track: torch
# exercise: masking
# why: hides the scores by setting them to 0 instead of -inf, so a hidden key still gets weight after the softmax
# kind: relation
# diagnosis: mask-zero, only-at-special


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return torch.where(visible, scores, torch.zeros_like(scores))
