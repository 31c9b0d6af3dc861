# track: torch
# exercise: masking
# why: mask_scores hides the keys in one fused call, scores.addcmul(hidden, torch.full_like(scores, inf), value=-1) with hidden = (~visible) as 0/1 numbers ("add -inf times the hidden flag"); at visible keys that adds -1 * 0 * inf = NaN, so every visible score becomes NaN while the hidden ones are -inf
# kind: relation
# diagnosis: mask-multiplied, values-nan
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
    hidden = (~visible).to(scores.dtype)
    return scores.addcmul(hidden, torch.full_like(scores, float("inf")), value=-1)
