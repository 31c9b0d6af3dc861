# track: torch
# exercise: masking
# why: mask_scores fills in place, scores.masked_fill_(~visible, -inf), whenever the scores do not require grad ("no graph to break, save the copy") and out of place otherwise; the result is right, but every call on ordinary scores overwrites the caller's own tensor with -inf at the hidden keys
# kind: rules
# diagnosis: input-changed
def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    if scores.requires_grad:
        return scores.masked_fill(~visible, float("-inf"))
    return scores.masked_fill_(~visible, float("-inf"))
