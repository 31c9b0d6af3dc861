# track: torch
# exercise: masking
# why: mask_scores stretches the mask with torch.broadcast_to(visible, *scores.shape), unpacking the sizes as expand(*sizes) takes them; torch.broadcast_to takes the shape as one tuple, so every valid call raises TypeError (broadcast_to() takes 2 positional arguments), which the except RuntimeError around it does not catch
# kind: crash
# diagnosis: crash
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), *scores.shape)  # like .expand(*sizes)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
