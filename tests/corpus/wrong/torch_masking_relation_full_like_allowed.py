# track: torch
# exercise: masking
# why: mask_scores builds its fill tensor with torch.full_like(allowed, float("-inf")) where full_like(scores, ...) was meant; the fill takes the mask's dtype, so for a bool mask -inf becomes True and torch.where puts 1.0 at every hidden key, and for a 0/1 integer mask full_like cannot hold -inf and raises
# kind: relation
# diagnosis: mask-zero, fails-with-01-masks, bias-bool, crash

import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the scores' shape {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    neg_inf = torch.full_like(allowed, float("-inf"))
    return torch.where(visible, scores, neg_inf)
