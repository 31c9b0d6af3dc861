# track: torch
# exercise: masking
# why: mask_scores checks a numeric mask with torch.isin(allowed, [0, 1]).all(), passing the allowed values as a Python list the way np.isin takes them; torch.isin needs a tensor (or one number) for its test elements, so every valid 0/1 mask raises TypeError (bool masks skip the check and pass)
# kind: crash
# diagnosis: crash
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not torch.isin(allowed, [0, 1]).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
