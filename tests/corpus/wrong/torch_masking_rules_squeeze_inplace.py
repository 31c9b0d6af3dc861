# track: torch
# exercise: masking
# why: mask_scores "drops stray length-1 axes" of the mask with allowed.squeeze_(), which reshapes the caller's own mask tensor in place (and changes how a (T, 1) or (1, S) mask broadcasts)
# kind: rules
# diagnosis: input-changed


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    allowed.squeeze_()
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
