# track: torch
# exercise: masking
# why: mask_scores fills the hidden scores with -torch.finfo(torch.float16).max (-65504) "so the mask survives a cast to half precision", a finite large negative number, instead of -inf
# kind: relation
# diagnosis: mask-large-negative
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
    return scores.masked_fill(~visible, -torch.finfo(torch.float16).max)
