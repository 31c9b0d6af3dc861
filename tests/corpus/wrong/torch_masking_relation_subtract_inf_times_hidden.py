# track: torch
# exercise: masking
# why: mask_scores hides keys arithmetically, scores - math.inf * (~visible).to(scores.dtype), so a hidden key gets score - inf = -inf but a visible one gets score - inf * 0 = score - NaN = NaN: every visible score becomes NaN
# kind: relation
# diagnosis: mask-multiplied

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
    return scores - math.inf * (~visible).to(scores.dtype)
