# track: torch
# exercise: masking
# why: mask_scores tests for rows with no visible key with if visible.any(dim=-1).all() is not True; .all() returns a 0-d tensor, never the object True itself, so the identity test always holds and every valid call raises ValueError
# kind: error
# diagnosis: error-on-valid
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
    if visible.any(dim=-1).all() is not True:
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
