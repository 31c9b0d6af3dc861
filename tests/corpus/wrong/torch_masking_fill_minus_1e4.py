# track: torch
# exercise: masking
# why: fills hidden scores with -1e4 (the old fp16 trick) instead of -inf
# diagnosis: mask-large-negative, only-at-special


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device).to(torch.bool)
    try:
        visible = torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return torch.where(visible, scores, torch.tensor(-1e4, dtype=scores.dtype, device=scores.device))
