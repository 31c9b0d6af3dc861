# track: torch
# exercise: masking
# why: mask_scores returns the masked scores less each row's log-sum-exp, masked - masked.logsumexp(dim=-1, keepdim=True) ("so the masked scores are already log-probabilities"), so every visible score is shifted by a per-row constant where the scores belong as they came
# kind: relation
# diagnosis: offset, log-of-expected
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    masked = scores.masked_fill(~visible, float("-inf"))
    return masked - masked.logsumexp(dim=-1, keepdim=True)
