# track: torch
# exercise: masking
# why: mask_scores tests for empty rows with visible.all(dim=-1).any() where visible.any(dim=-1).all() belongs, so it raises unless some query sees every key (valid masks refused) and lets through masks with a row that sees nothing
# kind: error
# diagnosis: error-on-valid, error-not-raised
import math

import torch

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.all(dim=-1).any():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
