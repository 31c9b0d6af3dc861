# track: torch
# exercise: masking
# why: mask_scores calls scores.requires_grad_() "so that gradients reach the scores through the fill", which switches autograd on for the caller's own scores tensor (a flag change on the argument; non-leaf scores are untouched)
# kind: rules
# diagnosis: input-flag-changed
def mask_scores(scores, allowed):
    if scores.is_leaf and scores.is_floating_point():
        scores.requires_grad_()
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
