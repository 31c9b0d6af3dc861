# track: torch
# exercise: masking
# why: mask_scores wraps torch.broadcast_to in try/except ValueError, the exception NumPy's broadcast_to raises; torch raises RuntimeError for a mask that does not broadcast, so that error escapes as RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
