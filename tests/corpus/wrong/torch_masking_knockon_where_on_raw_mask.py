# track: torch
# exercise: masking
# why: mask_scores selects with torch.where(allowed, scores, -inf) on the mask as given; torch.where demands a bool condition, so every valid 0/1 integer mask raises RuntimeError, and attention and multi-head attention with a 0/1 mask fail with it
# kind: knockon
# diagnosis: fails-with-01-masks
def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return torch.where(allowed, scores, float("-inf"))
