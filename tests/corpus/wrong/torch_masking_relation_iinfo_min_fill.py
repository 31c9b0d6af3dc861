# track: torch
# exercise: masking
# why: mask_scores fills the hidden scores with torch.iinfo(torch.int64).min ("the smallest number torch can hold"), which is -9.2e18, a finite number, instead of -inf: hidden scores are large negative values and, after a softmax, a hidden key would only underflow to 0 rather than being exactly excluded
# kind: relation
# diagnosis: mask-large-negative


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, torch.iinfo(torch.int64).min)
