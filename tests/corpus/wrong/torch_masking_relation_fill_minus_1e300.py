# track: torch
# exercise: masking
# why: mask_scores hides keys with masked_fill(~visible, -1e300) ("a number below any real score, without inf arithmetic"); in float32 -1e300 overflows to -inf, so float32 scores are right, but float64 holds it, so hidden float64 scores are the finite -1e300 instead of -inf
# kind: relation
# diagnosis: mask-large-negative
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
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, -1e300)
