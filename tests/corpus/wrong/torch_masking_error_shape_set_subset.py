# track: torch
# exercise: masking
# why: mask_scores checks that the mask fits with set(allowed.shape) <= set(scores.shape) ("each of the mask's sizes must be one of the scores' sizes") before broadcasting; a length-1 axis is not among the scores' sizes, so valid masks that broadcast through one, (T, 1), (1, S) or (B, 1, T, S), raise ValueError
# kind: error
# diagnosis: error-on-valid, fails-with-broadcast-mask
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if not set(allowed.shape) <= set(scores.shape):
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not fit the scores' shape"
            f" {tuple(scores.shape)}"
        )
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)} = (..., T, S)"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
