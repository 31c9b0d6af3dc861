# track: torch
# exercise: masking
# why: mask_scores first 'cleans' the caller's scores with scores.nan_to_num_() so no stray inf or NaN survives, the in-place form, which changes the caller's tensor (and fails autograd on a leaf that requires grad)
# kind: rules
# diagnosis: input-changed, in-place-autograd
import torch


def mask_scores(scores, allowed):
    scores.nan_to_num_()
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
