# track: torch
# exercise: masking
# why: mask_scores returns scores.masked_fill(~visible, -inf).float() ("-inf needs a float tensor"), so float64 scores come back float32, and attention with a mask returns float32 weights and float32-rounded outputs for float64 inputs
# kind: knockon
# diagnosis: dtype-changed, float32-precision

import torch

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf")).float()
