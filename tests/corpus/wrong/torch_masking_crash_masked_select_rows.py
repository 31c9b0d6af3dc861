# track: torch
# exercise: masking
# why: mask_scores checks for queries with no visible key by gathering the visible scores row by row, scores.masked_select(visible).view(*scores.shape[:-1], -1); masked_select returns one flat tensor, and unless the visible count divides evenly by the rows (a causal mask of even T never does) the view raises RuntimeError on valid masks (and where it divides, an empty row is not caught)
# kind: crash
# diagnosis: crash
import torch


def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    # the scores each query can see, one row per query
    seen = scores.masked_select(visible).view(*scores.shape[:-1], -1)
    if seen.shape[-1] == 0:
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
