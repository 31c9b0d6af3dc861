# track: torch
# exercise: masking
# why: mask_scores flips the visibility mask with visible ^ 1 ("xor with 1 flips every bit"); a bool tensor xor a Python int comes back int64 (0/1), and masked_fill takes bool masks only, so every call raises RuntimeError, and attention fails whenever a mask is given
# kind: knockon
# diagnosis: crash, fails-with-mask
import torch


def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
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
    hidden = visible ^ 1  # xor with 1 flips every bit
    return scores.masked_fill(hidden, float("-inf"))
