# track: torch
# exercise: masking
# why: mask_scores ports the masking of SASRec (Kang & McAuley 2018; its PyTorch ports), paddings = torch.ones_like(scores) * (-2 ** 32 + 1) and torch.where(visible, scores, paddings), so hidden scores are -4294967295, a finite number, instead of -inf
# kind: public
# diagnosis: mask-large-negative
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    paddings = torch.ones_like(scores) * (-2 ** 32 + 1)
    return torch.where(visible, scores, paddings)
