# track: torch
# exercise: masking
# why: mask_scores checks for empty rows with assert (visible.any(dim=-1).all(), "a query row has no visible key"), parentheses around the condition and its message; the two-element tuple is always true, so a query row with no visible key passes and comes back all -inf instead of raising ValueError
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
        raise ValueError("allowed does not broadcast to the scores") from err
    assert (visible.any(dim=-1).all(), "a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
