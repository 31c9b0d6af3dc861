# track: torch
# exercise: masking
# why: mask_scores converts the mask with allowed.view(torch.bool) ('a cheap reinterpretation, no copy') where .to(torch.bool) belongs; for an int64 0/1 mask view makes the last axis 8 times longer (one bool per byte), so the broadcast fails and a valid integer mask is rejected with ValueError
# kind: error
# diagnosis: error-on-valid, fails-with-01-masks
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.view(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
