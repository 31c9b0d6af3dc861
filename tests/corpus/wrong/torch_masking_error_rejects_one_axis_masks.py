# track: torch
# exercise: masking
# why: mask_scores insists on a mask with at least the two axes (T, S) ("a mask says which keys each QUERY sees"), raising ValueError when allowed.dim() < 2, so a valid 1-D (S,) key mask, which broadcasts over every query, is rejected
# kind: error
# diagnosis: error-on-valid
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dim() < 2:
        raise ValueError(f"allowed must be at least (T, S); got shape {tuple(allowed.shape)}")
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
