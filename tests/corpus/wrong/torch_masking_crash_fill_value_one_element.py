# track: torch
# exercise: masking
# why: mask_scores builds its fill value as scores.new_full((1,), -inf) "to keep dtype and device", but masked_fill only accepts a 0-dimensional value tensor, so every valid call raises RuntimeError
# kind: crash
# diagnosis: crash

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
    return scores.masked_fill(~visible, scores.new_full((1,), float("-inf")))
