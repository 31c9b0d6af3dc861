# track: torch
# exercise: masking
# why: mask_scores adds torch.log(allowed.float() + 1e-9) to the scores "so log(0) cannot happen", so hidden scores are score - 20.7 instead of -inf
# kind: relation
# diagnosis: mask-large-negative
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores + torch.log(visible.to(scores.dtype) + 1e-9)
