# track: torch
# exercise: masking
# why: mask_scores accepts only masks of dtype torch.bool or torch.int64 (a whitelist "of the mask types torch makes"), raising ValueError for valid 0/1 masks of any other dtype (uint8, int32, float)
# kind: error
# diagnosis: error-on-valid, fails-with-01-masks
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype not in (torch.bool, torch.int64):
        raise ValueError(f"allowed must be a bool or int64 mask; got {allowed.dtype}")
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not fit scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
