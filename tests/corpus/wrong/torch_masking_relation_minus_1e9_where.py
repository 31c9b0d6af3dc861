# track: torch
# exercise: masking
# why: mask_scores hides keys with torch.where(visible, scores, scores - 1e9), lowering hidden scores by 1e9 instead of setting them to -inf, so they stay finite
# kind: relation
# diagnosis: mask-large-negative

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("mask does not broadcast") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a row has no visible key")
    return torch.where(visible, scores, scores - 1e9)
