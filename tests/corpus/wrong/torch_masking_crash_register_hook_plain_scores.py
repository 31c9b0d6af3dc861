# track: torch
# exercise: masking
# why: mask_scores guards the backward pass with scores.register_hook(torch.nan_to_num) ("no NaN gradient may come back through the -inf fill") before masking; PyTorch cannot register a hook on a tensor that does not require grad, so every valid call with plain scores raises RuntimeError (and with autograd scores the hook stays on the caller's tensor)
# kind: crash
# diagnosis: crash
import torch


def mask_scores(scores, allowed):
    scores.register_hook(torch.nan_to_num)  # no NaN gradient through the -inf fill
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)} = (..., T, S)"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
