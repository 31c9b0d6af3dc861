# track: torch
# exercise: masking
# why: mask_scores checks for query rows with no visible key with torch._assert(visible.any(dim=-1).all(), ...), the traceable assert of torchvision-style code, which raises AssertionError, so a mask that hides a whole row raises AssertionError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    torch._assert(bool(visible.any(dim=-1).all()), "a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
