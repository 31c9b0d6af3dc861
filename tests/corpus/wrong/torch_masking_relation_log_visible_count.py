# track: torch
# exercise: masking
# why: mask_scores also takes each row's log of its number of visible keys from the visible scores, scores - visible.sum(-1, keepdim=True).log() ("a length prior, so rows with many keys are not favoured"), so every visible score is off by a shift of its own row; the softmax cancels it, but the masked scores are wrong
# kind: relation
# diagnosis: offset
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    prior = visible.sum(dim=-1, keepdim=True).to(scores.dtype).log()
    return (scores - prior).masked_fill(~visible, float("-inf"))
