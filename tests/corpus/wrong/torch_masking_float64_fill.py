# track: torch
# exercise: masking
# why: builds the result with torch.full(..., dtype=torch.float64), so float32 scores come back as float64
# diagnosis: dtype-float64


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device).to(torch.bool)
    try:
        visible = torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    hidden = torch.full(scores.shape, float("-inf"), dtype=torch.float64, device=scores.device)
    return torch.where(visible, scores.to(torch.float64), hidden)
