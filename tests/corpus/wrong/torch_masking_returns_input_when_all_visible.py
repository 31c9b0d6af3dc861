# track: torch
# exercise: masking
# why: "fast path" that returns the caller's own scores tensor (not a new tensor) when every key is visible
# named-by: shares memory with scores


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device).to(torch.bool)
    try:
        visible = torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    if visible.all():
        return scores  # nothing to hide
    return scores.masked_fill(~visible, float("-inf"))
