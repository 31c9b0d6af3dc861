# track: torch
# exercise: masking
# why: mask_scores looks for query rows with no visible key only in the first batch element, visible[0].any(dim=-1).all() ('all batches share the layout'), so an empty row in any later batch or head slips through and comes back as an all -inf row instead of ValueError
# kind: error
# diagnosis: error-not-raised
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible[0].any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
