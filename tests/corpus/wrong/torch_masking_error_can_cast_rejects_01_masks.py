# track: torch
# exercise: masking
# why: mask_scores checks that the mask "can be used as bools" with torch.can_cast(allowed.dtype, torch.bool) and raises ValueError otherwise; can_cast asks whether the cast is safe, and no integer or float dtype casts safely to bool, so every valid 0/1 mask (int or float) is rejected
# kind: error
# diagnosis: error-on-valid, fails-with-01-masks
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if not torch.can_cast(allowed.dtype, torch.bool):
        raise ValueError(f"allowed must be a mask of bools or 0/1 values; got dtype {allowed.dtype}")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
