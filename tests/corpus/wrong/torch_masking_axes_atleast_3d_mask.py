# track: torch
# exercise: masking
# why: mask_scores lifts the mask with torch.atleast_3d "so a (T, S) mask gets a batch axis like the scores", but atleast_3d appends the new axis at the END ((T, S) -> (T, S, 1)), so a 2-D mask no longer lines up with the scores' (T, S) axes
# kind: axes
# diagnosis: fails-with-fewer-mask-axes, fails-with-broadcast-mask, crash
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if scores.dim() >= 3 and allowed.dim() < 3:
        allowed = torch.atleast_3d(allowed)
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
