# track: torch
# exercise: heads
# why: the student's mask_scores guesses the convention from the mask's content, inverting any mask that is more than half True ("mostly True must be a padding mask, True = hidden"), so attention and multi-head attention hide the visible keys of causal and mostly-visible masks (or raise ValueError when a row ends up empty)
# kind: knock-on
# diagnosis: mask-inverted,error-on-valid

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    allowed = allowed.to(torch.bool)
    if allowed.float().mean() > 0.5:
        allowed = ~allowed
    try:
        visible = torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
