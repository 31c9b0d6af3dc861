# track: torch
# exercise: masking
# why: mask_scores catches the failed broadcast with "except RuntimeError:" but chains its own error with "raise ValueError(...) from err", never binding err (the "as err" is missing); evaluating err raises NameError inside the handler, so a mask that does not broadcast to the scores gets NameError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import torch


def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)} = (..., T, S)"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
