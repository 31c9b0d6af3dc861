# track: torch
# exercise: masking
# why: mask_scores fills hidden scores with one less than the smallest score of their row, torch.where(visible, scores, scores.amin(-1, keepdim=True) - 1) ("below every visible key"); that is a finite score, not -inf, so hidden keys keep a weight after the softmax
# kind: relation
# diagnosis: mask-large-negative, only-at-special
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
        raise ValueError("a query row has no visible key")
    floor = scores.amin(dim=-1, keepdim=True) - 1
    return torch.where(visible, scores, floor)
