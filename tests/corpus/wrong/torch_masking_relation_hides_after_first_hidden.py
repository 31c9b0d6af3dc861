# track: torch
# exercise: masking
# why: mask_scores treats hidden keys as trailing padding and hides every key from a row's first hidden one on ((~visible).cumsum(-1) > 0), so a visible key that comes after a hidden one (any mask that is not a prefix) is hidden too
# kind: relation
# diagnosis: hides-visible
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
    padded = (~visible).cumsum(dim=-1) > 0  # everything from the first padding key on
    return scores.masked_fill(padded, float("-inf"))
