# track: torch
# exercise: masking
# why: mask_scores gives a mask that has one axis fewer than the scores a head axis with allowed.unsqueeze(-3) ("(B, T, S) masks for (B, H, T, S) scores"), as multi-head code does; a valid 1-D key mask (S,) for 2-D scores has no axis -3 to insert before, so unsqueeze raises IndexError
# kind: crash
# diagnosis: crash, fails-with-fewer-mask-axes
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.dim() == scores.dim() - 1:
        allowed = allowed.unsqueeze(-3)  # add the heads axis
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
