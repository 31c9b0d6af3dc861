# track: torch
# exercise: masking
# why: adds a sanity check that raises ValueError when the mask hides nothing ("an all-True mask is a mistake, pass no mask"), so valid all-visible masks are rejected
# kind: error-case
# diagnosis: error-on-valid


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    if visible.all():
        raise ValueError("the mask hides nothing; call without a mask instead")
    return scores.masked_fill(~visible, float("-inf"))
