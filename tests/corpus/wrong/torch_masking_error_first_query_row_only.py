# track: torch
# exercise: masking
# why: mask_scores checks for a query with no visible key only in the first query row, visible[..., 0, :].any(dim=-1).all() ("under a causal mask the first query sees the fewest keys"), so a mask that leaves a later row empty passes and that row comes back all -inf instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible[..., 0, :].any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
