# track: torch
# exercise: masking
# why: mask_scores fills the hidden scores with 2 * torch.finfo(scores.dtype).min, "twice the most negative number, below any real score"; for float64 the Python product overflows to -inf and happens to be right, but for float32 it is -6.8e38, which masked_fill refuses as out of range, so every float32 call raises RuntimeError and attention with a mask fails through it
# kind: knockon
# diagnosis: crash, fails-in-float32
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, 2 * torch.finfo(scores.dtype).min)
