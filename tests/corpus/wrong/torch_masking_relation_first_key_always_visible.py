# track: torch
# exercise: masking
# why: mask_scores reads the lesson's remark that the decoder always has a BOS token visible as a rule and, after the checks, always un-hides key 0 (visible[..., 0] = True), so wherever the caller's mask hides the first key its score is kept instead of -inf
# kind: relation
# diagnosis: shows-hidden
# miss: only-at-special (right except at the -inf) leads; shows-hidden needs every hidden key shown, and here only key 0 is


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape).clone()
    except RuntimeError as err:
        raise ValueError(f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    visible[..., 0] = True  # the BOS key is always visible
    return scores.masked_fill(~visible, float("-inf"))
