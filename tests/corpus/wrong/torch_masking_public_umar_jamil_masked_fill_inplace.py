# track: torch
# exercise: masking
# why: ports the masking line of Umar Jamil's pytorch-transformer, attention_scores.masked_fill_(mask == 0, -1e9), which there fills a tensor the function made itself; here it writes -1e9 into the caller's scores in place and returns them, and hidden scores are -1e9 instead of -inf
# kind: public
# diagnosis: input-changed, mask-large-negative
import torch


def _visible(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return visible


def mask_scores(scores, allowed):
    visible = _visible(scores, allowed)
    scores.masked_fill_(visible == 0, -1e9)
    return scores
