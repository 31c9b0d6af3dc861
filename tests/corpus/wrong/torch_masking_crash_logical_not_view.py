# track: torch
# exercise: masking
# why: mask_scores turns the broadcast visibility mask into a hidden mask with visible.logical_not_() before masked_fill; on a mask that had to broadcast that in-place write lands on an expanded view and raises RuntimeError, and on a bool mask of the scores' own shape broadcast_to returns a view of the caller's tensor, so the caller's mask is flipped
# kind: crash
# diagnosis: input-changed,crash
def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    hidden = visible.logical_not_()  # "no copy needed"
    return scores.masked_fill(hidden, float("-inf"))
