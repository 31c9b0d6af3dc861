# track: torch
# exercise: masking
# why: mask_scores checks a numeric mask with "not (allowed == 0 | allowed == 1).all()" without parentheses around the comparisons; | binds tighter than ==, so Python builds the chained comparison allowed == (0 | allowed) == 1, which asks a tensor for one truth value (integer masks) or ORs floats (float masks), so every valid 0/1 mask raises
# kind: crash
# diagnosis: ambiguous-truth, crash
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not (allowed == 0 | allowed == 1).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
