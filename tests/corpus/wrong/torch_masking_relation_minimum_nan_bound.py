# track: torch
# exercise: masking
# why: mask_scores caps the scores with torch.minimum(scores, bound), bound being NaN where visible ("no bound there") and -inf where hidden; torch.minimum propagates NaN (torch.fmin is the one that ignores it), so every visible score becomes NaN while the hidden ones are right
# kind: relation
# diagnosis: values-nan
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    nan = torch.full_like(scores, float("nan"))
    bound = torch.where(visible, nan, float("-inf"))  # NaN: no upper bound
    return torch.minimum(scores, bound)
