# track: torch
# exercise: masking
# why: ports the masking line of the AI Summer's einsum self-attention tutorial, scaled_dot.masked_fill(mask, -np.inf), where that tutorial's mask is True at the positions to HIDE; with the kit's mask (True = visible) every visible key is hidden and every hidden one kept
# kind: public
# diagnosis: mask-inverted
import numpy as np
import torch


def mask_scores(scores, allowed):
    mask = torch.as_tensor(allowed, device=scores.device)
    if mask.dtype != torch.bool and not ((mask == 0) | (mask == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        mask = torch.broadcast_to(mask.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"mask {tuple(mask.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not mask.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(mask, -np.inf)
