# track: torch
# exercise: masking
# why: mask_scores keeps its fill as a module constant NEG_INF = torch.tensor([float("-inf")], dtype=torch.float64) ("full precision") and calls torch.where(visible, scores, NEG_INF); a one-element tensor of shape (1,) is not a 0-d tensor, so it takes part in type promotion and float32 scores come back float64
# kind: rules
# diagnosis: dtype-float64, dtype-changed
import torch

NEG_INF = torch.tensor([float("-inf")], dtype=torch.float64)


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
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return torch.where(visible, scores, NEG_INF.to(scores.device))
