# track: torch
# exercise: masking
# why: mask_scores checks the mask's shape with torch.broadcast_shapes(allowed.shape, scores.shape), which accepts a mask that broadcasts with the scores both ways (more axes, or length-1 score axes stretched), so a mask that does not broadcast TO the scores' shape passes the check and masked_fill then raises RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror, error-not-raised
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        torch.broadcast_shapes(allowed.shape, scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    visible = allowed.to(torch.bool)
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
