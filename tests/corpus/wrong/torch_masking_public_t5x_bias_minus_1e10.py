# track: torch
# exercise: masking
# why: mask_scores ports T5X's attention bias, lax.select(mask > 0, 0, -1e10) added to the logits, as scores + torch.where(visible, 0.0, -1e10); hidden scores become score - 1e10, a large finite negative number, instead of -inf
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
    zero = torch.zeros((), dtype=scores.dtype, device=scores.device)
    big_neg = torch.full((), -1e10, dtype=scores.dtype, device=scores.device)
    attention_bias = torch.where(visible, zero, big_neg)
    return scores + attention_bias
