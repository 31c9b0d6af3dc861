# track: torch
# exercise: masking
# why: copies the scores with scores.new_tensor(scores) "to keep dtype and device" before masked_fill_, but new_tensor returns a detached copy, so no gradient reaches the scores
# kind: autograd
# diagnosis: no-gradient


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.bool(), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    out = scores.new_tensor(scores)
    return out.masked_fill_(~visible, float("-inf"))
