# track: torch
# exercise: masking
# why: mask_scores fills hidden keys with -torch.finfo(scores.dtype).tiny, taking 'tiny' for the most negative number; tiny is the smallest positive normal number, so hidden scores become about -1e-38, practically 0, and hidden keys keep their share of the weight
# kind: relation
# diagnosis: mask-zero
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, -torch.finfo(scores.dtype).tiny)
