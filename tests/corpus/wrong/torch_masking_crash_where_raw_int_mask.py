# track: torch
# exercise: masking
# why: mask_scores selects with torch.where(visible, scores, -inf) on the mask broadcast as given, without .bool(); torch.where needs a bool condition, so every 0/1 integer mask raises RuntimeError while bool masks work
# kind: crash
# diagnosis: fails-with-01-masks

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return torch.where(visible, scores, float("-inf"))
