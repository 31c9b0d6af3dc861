# track: torch
# exercise: masking
# why: mask_scores "accepts masks given key by query": when a mask with 2 or more axes has a row count other than the scores' T (allowed.shape[-2] != T) it swaps the mask's last two axes with allowed.mT before broadcasting; a valid (1, S) key mask (or any mask whose T axis has length 1) is then turned into (S, 1), which hides or shows whole query rows instead of keys, or no longer broadcasts and raises ValueError
# kind: axes
# diagnosis: mask-transposed, fails-with-fewer-mask-axes, error-on-valid, fails-with-one-row-mask
import torch


def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.dim() >= 2 and allowed.shape[-2] != scores.shape[-2]:
        allowed = allowed.mT  # the mask was given (..., S, T): turn it to (..., T, S)
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
