# track: torch
# exercise: masking
# why: mask_scores checks the mask with allowed.shape != scores.shape[-allowed.dim():] and raises ValueError, demanding that the mask's axes equal the scores' last axes exactly, so valid masks that broadcast through length-1 axes ((1, S), (T, 1), (B, 1, T, S) on head-split scores) are rejected
# kind: error
# diagnosis: error-on-valid, fails-with-broadcast-mask
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.dim() > scores.dim() or allowed.shape != scores.shape[scores.dim() - allowed.dim():]:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not fit scores {tuple(scores.shape)}")
    visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
