# track: torch
# exercise: masking
# why: mask_scores ports gemma_pytorch's mask, torch.full(..., -2.3819763e38) kept where a key is hidden and 0 elsewhere, added to the scores (scores + mask), so hidden scores become score - 2.38e38, a huge finite number, instead of -inf
# kind: public
# diagnosis: mask-large-negative
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)} = (..., T, S)"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    mask = torch.full(scores.shape, -2.3819763e38, dtype=scores.dtype, device=scores.device)
    mask = mask.masked_fill(visible, 0.0)
    return scores + mask
