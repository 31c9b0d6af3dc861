# track: torch
# exercise: masking
# why: mask_scores is decorated with functools.lru_cache "because every head and layer masks with the same causal mask"; tensors hash and compare by identity, so a second call with the same scores and mask objects whose values have changed in place returns the masked scores of the first call
# kind: rules
# diagnosis: stale-result
import functools

import torch


@functools.lru_cache(maxsize=None)
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
    return scores.masked_fill(~visible, float("-inf"))
