# track: torch
# exercise: masking
# why: broadcasts the mask with torch.broadcast_to(allowed.bool(), scores.size), passing the size method itself instead of scores.size() or scores.shape, so every valid call raises TypeError
# kind: crash
# diagnosis: crash


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    try:
        visible = torch.broadcast_to(allowed.bool(), scores.size)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
