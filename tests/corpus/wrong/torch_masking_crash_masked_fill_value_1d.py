# track: torch
# exercise: masking
# why: mask_scores fills with scores.masked_fill(~visible, torch.tensor([float('-inf')])), a one-element 1-D tensor as the value "in the scores' own type"; masked_fill only takes a number or a 0-d tensor, so every valid call raises RuntimeError
# kind: crash
# diagnosis: crash
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
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    neg_inf = torch.tensor([float("-inf")], dtype=scores.dtype, device=scores.device)
    return scores.masked_fill(~visible, neg_inf)
