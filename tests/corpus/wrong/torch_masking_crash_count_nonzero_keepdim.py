# track: torch
# exercise: masking
# why: mask_scores counts each query's visible keys with torch.count_nonzero(visible, dim=-1, keepdim=True), carrying over NumPy's count_nonzero(..., keepdims=True); torch's count_nonzero has no keepdim argument, so every call raises TypeError before any score is masked
# kind: crash
# diagnosis: crash
import torch


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
    n_visible = torch.count_nonzero(visible, dim=-1, keepdim=True)  # (..., T, 1)
    if (n_visible == 0).any():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
