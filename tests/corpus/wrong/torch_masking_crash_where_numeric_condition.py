# track: torch
# exercise: masking
# why: mask_scores hands torch.where the broadcast mask as given, torch.where(visible, scores, -inf), converting to bool only for its empty-row check; torch.where needs a bool condition, so every valid 0/1 integer or float mask raises RuntimeError
# kind: crash
# diagnosis: fails-with-01-masks, crash
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to scores {tuple(scores.shape)}") from err
    if not visible.bool().any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return torch.where(visible, scores, float("-inf"))
