# track: torch
# exercise: masking
# why: mask_scores validates and broadcasts the mask correctly and then calls its helper _hide(scores, visible), but _hide(scores, hidden) expects the positions to hide, scores.masked_fill(hidden, -inf); handed the visible mask it hides every key the query may see and keeps the hidden ones
# kind: knockon
# diagnosis: mask-inverted


def _hide(scores, hidden):
    return scores.masked_fill(hidden, float("-inf"))


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return _hide(scores, visible)
