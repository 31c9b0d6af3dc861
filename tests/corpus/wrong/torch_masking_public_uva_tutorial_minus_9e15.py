# track: torch
# exercise: masking
# why: mask_scores ports the masking line of the UvA deep-learning course's Transformer tutorial (Tutorial 6, scaled_dot_product: attn_logits.masked_fill(mask == 0, -9e15)), so hidden scores become the finite -9e15 instead of -inf
# kind: public
# diagnosis: mask-large-negative
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        mask = torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not (mask != 0).any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(mask == 0, -9e15)
