# track: torch
# exercise: masking
# why: mask_scores calls scores.float() before masked_fill ("-inf needs a floating tensor"), which converts to float32, so float64 scores come back as float32
# kind: rules
# diagnosis: dtype-changed

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.float().masked_fill(~visible, float("-inf"))
