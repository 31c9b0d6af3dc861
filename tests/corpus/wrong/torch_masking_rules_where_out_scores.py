# track: torch
# exercise: masking
# why: mask_scores writes its result with torch.where(visible, scores, -inf, out=scores), which refuses out= on scores that require grad and otherwise overwrites the caller's scores
# kind: rules
# diagnosis: out-autograd,input-changed

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("mask does not broadcast") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a row has no visible key")
    return torch.where(visible, scores, torch.tensor(float("-inf"), dtype=scores.dtype), out=scores)
