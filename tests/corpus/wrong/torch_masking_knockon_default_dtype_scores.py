# track: torch
# exercise: masking
# why: mask_scores converts the scores with scores.to(torch.get_default_dtype()) "so -inf is stored in the standard float type", which turns float64 scores into float32, so masked float64 scores, and attention's weights and output with a mask, come back float32
# kind: knockon
# diagnosis: dtype-changed
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
        raise ValueError("a query row has no visible key")
    scores = scores.to(torch.get_default_dtype())
    return scores.masked_fill(~visible, float("-inf"))
