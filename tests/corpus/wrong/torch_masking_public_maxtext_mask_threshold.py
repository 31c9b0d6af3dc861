# track: torch
# exercise: masking
# why: mask_scores ports MaxText's apply_mask_to_logits to PyTorch, torch.where(mask >= DEFAULT_MASK_VALUE * 0.5, logits, DEFAULT_MASK_VALUE) with DEFAULT_MASK_VALUE = -0.7 * finfo(float32).max, a test written for an additive bias mask (0 or about -2.4e38); the kit's bool or 0/1 mask is always >= -1.2e38, so every key stays visible and nothing is hidden
# kind: public
# diagnosis: mask-ignored
import torch

DEFAULT_MASK_VALUE = -0.7 * float(torch.finfo(torch.float32).max)


def _apply_mask_to_logits(logits, mask):
    # MaxText (layers/attentions.py): keep the logits wherever the mask is not "very negative"
    return torch.where(mask >= DEFAULT_MASK_VALUE * 0.5, logits, DEFAULT_MASK_VALUE)


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        mask = torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the scores' shape {tuple(scores.shape)}"
        ) from err
    if not mask.to(torch.bool).any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return _apply_mask_to_logits(scores, mask.to(scores.dtype))
