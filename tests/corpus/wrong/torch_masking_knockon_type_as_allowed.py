# track: torch
# exercise: masking
# why: mask_scores ends with .type_as(allowed) where type_as(scores) was meant ("keep the dtype"), so the masked scores are converted to the mask's dtype: bool masks turn every score into True/False, 0/1 integer masks truncate them; attention, which masks through it, gets wrong scores too
# kind: knockon
# diagnosis: dtype-changed
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf")).type_as(allowed)
