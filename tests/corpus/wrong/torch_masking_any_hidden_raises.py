# track: torch
# exercise: masking
# why: the empty-row check tests (~visible).any(dim=-1) (a row with some hidden key) instead of .all(dim=-1), so every mask that hides anything, a causal one included, raises ValueError
# kind: error-case
# diagnosis: error-on-valid


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if (~visible).any(dim=-1).any():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
