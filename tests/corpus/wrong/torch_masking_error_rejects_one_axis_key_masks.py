# track: torch
# exercise: masking
# why: mask_scores raises ValueError for any mask with fewer than 2 axes ("a mask is a (T, S) matrix"), so a valid (S,) key mask, which broadcasts to every query row, is rejected
# kind: error
# diagnosis: error-on-valid


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dim() < 2:
        raise ValueError(f"allowed must be a (..., T, S) mask; got shape {tuple(allowed.shape)}")
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
    return scores.masked_fill(~visible, float("-inf"))
