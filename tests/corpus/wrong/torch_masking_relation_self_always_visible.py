# track: torch
# exercise: masking
# why: mask_scores ORs the mask with torch.eye(T, S) ("a token can always attend to itself") before filling, so a key the mask hides at position s = t (the diagonal) stays visible with its score instead of -inf
# kind: relation
# diagnosis: shows-hidden, only-at-special, fails-when-diagonal-hidden
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
    t, s = scores.shape[-2], scores.shape[-1]
    visible = visible | torch.eye(t, s, dtype=torch.bool, device=scores.device)
    return scores.masked_fill(~visible, float("-inf"))
