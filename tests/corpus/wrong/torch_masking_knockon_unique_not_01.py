# track: torch
# exercise: masking
# why: mask_scores checks a numeric mask with torch.unique(allowed).tolist() != [0, 1], which demands that both values occur rather than only these, so a valid 0/1 mask that hides nothing (all ones) raises ValueError, and attention with such a mask fails through it
# kind: knockon
# diagnosis: error-on-valid, bad-inner-call
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and torch.unique(allowed).tolist() != [0, 1]:
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
