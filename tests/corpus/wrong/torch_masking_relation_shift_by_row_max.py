# track: torch
# exercise: masking
# why: mask_scores also does the softmax's stabilising shift, subtracting each row's largest visible score after masking ("the next step needs it anyway"), so every visible score is off by its row's own maximum instead of being returned as given
# kind: relation
# diagnosis: offset


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
    masked = scores.masked_fill(~visible, float("-inf"))
    return masked - masked.amax(dim=-1, keepdim=True).detach()
