# track: torch
# exercise: masking
# why: mask_scores fills hidden places with -torch.finfo(scores.dtype).tiny, reading "tiny" as the most negative number; it is the smallest positive normal (about 1e-38 or 2e-308), so hidden scores become practically 0 instead of -inf
# kind: relation
# diagnosis: mask-zero, mask-large-negative
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, -torch.finfo(scores.dtype).tiny)
