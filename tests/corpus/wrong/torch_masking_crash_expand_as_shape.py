# track: torch
# exercise: masking
# why: mask_scores stretches the mask with allowed.expand_as(scores.shape), handing expand_as a torch.Size where it takes a tensor (expand_as(scores), or expand(scores.shape)); expand_as refuses the Size with TypeError, which the except RuntimeError around it does not catch, so every valid call fails with TypeError
# kind: crash
# diagnosis: crash

import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = allowed.to(torch.bool).expand_as(scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the scores' shape {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
