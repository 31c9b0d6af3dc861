# track: torch
# exercise: masking
# why: the empty-row check reads "if visible.all(dim=-1).any()" where (~visible).all(dim=-1).any() was meant (the ~ forgotten), so mask_scores raises ValueError whenever some query sees every key (the last row of a causal mask, any all-True mask) and lets rows with no visible key through
# kind: error
# diagnosis: error-on-valid, error-not-raised
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to scores {tuple(scores.shape)}") from err
    if visible.all(dim=-1).any():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
