# track: torch
# exercise: masking
# why: mask_scores computes the hidden positions as 1 - allowed (the float-mask habit); PyTorch refuses - on bool tensors, so every bool mask raises RuntimeError
# kind: crash
# diagnosis: crash
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    hidden = (1 - allowed).to(torch.bool)
    try:
        hidden = torch.broadcast_to(hidden, scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if hidden.all(dim=-1).any():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(hidden, float("-inf"))
