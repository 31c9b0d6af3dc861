# track: torch
# exercise: masking
# why: mask_scores builds the empty-row error but forgets the raise keyword, "ValueError(...)" on a line of its own under "if not visible.any(dim=-1).all():", so a mask that leaves a query with no visible key passes silently and that row comes back all -inf instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
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
        ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
