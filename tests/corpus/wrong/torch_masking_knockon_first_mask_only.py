# track: torch
# exercise: masking
# why: mask_scores reduces the mask to one (T, S) map with allowed.reshape(-1, *allowed.shape[-2:])[0] ("a mask is the same for every batch element") before broadcasting, so per-batch or per-head masks apply the first element's mask everywhere, and attention and multi-head attention with such masks go wrong through it
# kind: knockon
# diagnosis: mask-first-only
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.dim() > 2:
        allowed = allowed.reshape(-1, *allowed.shape[-2:])[0]  # one (T, S) map
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
