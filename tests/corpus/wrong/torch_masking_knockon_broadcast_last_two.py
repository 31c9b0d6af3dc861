# track: torch
# exercise: masking
# why: mask_scores stretches the mask with torch.broadcast_to(allowed, scores.shape[-2:]), one (T, S) pattern without the batch axes, so a valid mask with its own batch or head axes raises ValueError, and attention with such a mask fails through it
# kind: knockon
# diagnosis: fails-with-broadcast-mask, fails-with-head-mask, one-way-broadcast, error-on-valid
import math

import torch

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")

    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape[-2:])
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not fit the scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
