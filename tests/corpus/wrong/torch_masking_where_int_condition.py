# track: torch
# exercise: masking
# why: passes the mask to torch.where unconverted: right for bool masks, but 0/1 integer masks raise RuntimeError
# kind: pattern
# diagnosis: fails-with-01-masks, crash


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
    hidden = torch.tensor(float("-inf"), dtype=scores.dtype, device=scores.device)
    return torch.where(visible, scores, hidden)
