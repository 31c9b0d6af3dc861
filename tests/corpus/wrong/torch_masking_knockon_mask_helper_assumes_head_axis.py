# track: torch
# exercise: masking
# why: mask_scores is right, but its helper _per_head(allowed, scores) gives a 2-D mask one copy per head with allowed.expand(scores.shape[-3], -1, -1), assuming the scores always have a head axis; for 2-D scores scores.shape[-3] raises IndexError, so every (T, S) mask on (T, S) scores fails
# kind: knockon
# diagnosis: crash, fixed-ndim


def _per_head(allowed, scores):
    if allowed.dim() == 2:
        return allowed.expand(scores.shape[-3], -1, -1)  # one copy of the (T, S) mask per head
    return allowed


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    allowed = _per_head(allowed, scores)
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
