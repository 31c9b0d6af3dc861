# track: torch
# exercise: masking
# why: ports PaddlePaddle's _convert_attention_mask, (cast(mask, dtype) - 1.0) * 1e9, added to the scores as Paddle's MultiHeadAttention does (product = product + attn_mask); the polarity matches the kit's, but hidden scores become their score minus 1e9, a finite number, instead of -inf
# kind: public
# diagnosis: mask-large-negative, only-at-special
import torch


def _visible(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return visible


def mask_scores(scores, allowed):
    visible = _visible(scores, allowed)
    attn_mask = (visible.to(scores.dtype) - 1.0) * 1e9
    return scores + attn_mask
