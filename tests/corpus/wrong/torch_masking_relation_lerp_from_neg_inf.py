# track: torch
# exercise: masking
# why: mask_scores chooses between -inf and the score with torch.lerp(torch.full_like(scores, -inf), scores, visible.to(scores.dtype)) ("weight 1 picks the score, weight 0 keeps -inf"); lerp computes start + w * (end - start), and end - start is +inf, so w = 0 gives 0 * inf and w = 1 gives inf - inf: every entry, visible or hidden, is NaN
# kind: relation
# diagnosis: mask-multiplied, values-nan
import math

import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    hidden = torch.full_like(scores, -math.inf)
    # blend: weight 1 where visible (take the score), weight 0 where hidden (keep -inf)
    return torch.lerp(hidden, scores, visible.to(scores.dtype))
