# track: torch
# exercise: masking
# why: ports lucidrains' x-transformers masking, max_neg_value(t) = -torch.finfo(t.dtype).max and dots.masked_fill(~mask, max_neg_value), so hidden scores are the most negative finite number of the dtype instead of -inf
# kind: public
# diagnosis: mask-large-negative

import torch

def max_neg_value(t):
    return -torch.finfo(t.dtype).max

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
    return scores.masked_fill(~visible, max_neg_value(scores))
