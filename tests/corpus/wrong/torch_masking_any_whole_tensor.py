# track: torch
# exercise: masking
# why: checks visible.any() over the whole tensor, so only a mask hiding everything raises; a single empty row slips through
# kind: error-case
# diagnosis: error-not-raised


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any():
        raise ValueError("no query has a visible key")
    return scores.masked_fill(~visible, float("-inf"))
