# track: torch
# exercise: masking
# why: mask_scores takes the hidden value from torch.full_like(scores, float("-inf"), dtype=torch.float64) ("-inf as a double, to be safe") and picks with torch.where(visible, scores, fill); torch.where promotes to the wider dtype, so float32 scores come back float64
# kind: rules
# diagnosis: dtype-float64, dtype-changed
import torch


def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed, device=scores.device)
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
    fill = torch.full_like(scores, float("-inf"), dtype=torch.float64)
    return torch.where(visible, scores, fill)
