# track: torch
# exercise: masking
# why: mask_scores converts the mask with torch.asarray(allowed, dtype=torch.bool, device=scores.device, copy=False) ("never copy the mask"); copy=False forbids any copy, and turning an integer 0/1 mask into bools needs one, so every valid 0/1 integer mask raises ValueError ("can't alias tensor") while bool masks work
# kind: error
# diagnosis: fails-with-01-masks, error-on-valid
import torch


def mask_scores(scores, allowed):
    visible = torch.asarray(allowed, dtype=torch.bool, device=scores.device, copy=False)  # no copy of the mask
    try:
        visible = torch.broadcast_to(visible, scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(visible.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)} = (..., T, S)"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
