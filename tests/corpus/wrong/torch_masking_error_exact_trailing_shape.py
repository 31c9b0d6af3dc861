# track: torch
# exercise: masking
# why: mask_scores checks the fit with "if tuple(allowed.shape) != tuple(scores.shape[scores.dim() - allowed.dim():])", demanding that the mask's axes equal the scores' last axes exactly, so valid masks that broadcast through a length-1 axis, such as (1, S) or (B, 1, S), are rejected with ValueError
# kind: error
# diagnosis: error-on-valid
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.dim() > scores.dim() or tuple(allowed.shape) != tuple(scores.shape[scores.dim() - allowed.dim():]):
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not fit the scores' shape {tuple(scores.shape)}"
        )
    visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
