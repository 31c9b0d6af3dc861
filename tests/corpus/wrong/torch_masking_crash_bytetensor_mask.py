# track: torch
# exercise: masking
# why: mask_scores converts the mask to the ByteTensor (torch.uint8) masks of pre-1.2 PyTorch code and hides with masked_fill(~visible, -inf); ~ on uint8 gives 254/255 and current masked_fill accepts only bool masks, so every valid call raises RuntimeError
# kind: crash
# diagnosis: int-mask-inverted, crash
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.uint8), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
