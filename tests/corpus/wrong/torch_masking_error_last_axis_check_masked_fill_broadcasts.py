# track: torch
# exercise: masking
# why: mask_scores checks only the key axis of the mask (allowed.shape[-1] in (1, S)) and lets the out-of-place masked_fill broadcast it; masked_fill broadcasts both ways, so a mask with extra leading axes passes and returns a tensor larger than the scores instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.dim() and allowed.shape[-1] not in (1, scores.shape[-1]):
        raise ValueError(f"allowed has {allowed.shape[-1]} keys but the scores have {scores.shape[-1]}")
    visible = allowed.to(torch.bool)
    if not torch.broadcast_tensors(visible, scores)[0].any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
