# track: torch
# exercise: masking
# why: mask_scores stretches the mask with allowed.bool().broadcast_to(scores), passing the scores tensor where broadcast_to takes a shape (as expand_as would take a tensor), so every valid call raises TypeError
# kind: crash
# diagnosis: crash
def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = allowed.bool().broadcast_to(scores)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
