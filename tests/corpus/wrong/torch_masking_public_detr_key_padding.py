# track: torch
# exercise: masking
# why: mask_scores follows DETR's transformer, which passes masks as key_padding_mask where True marks padding to ignore, scores.masked_fill(allowed, -inf): with the kit's True-means-visible masks every visible key is hidden and every hidden one shown
# kind: public
# diagnosis: mask-inverted
import math

import torch

def mask_scores(scores, allowed):
    mask = torch.as_tensor(allowed, device=scores.device)
    if mask.dtype != torch.bool and not ((mask == 0) | (mask == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        mask = torch.broadcast_to(mask.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(mask.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if mask.all(dim=-1).any():
        raise ValueError("a query row has no visible key")
    # padded positions (True) are ignored
    return scores.masked_fill(mask, float("-inf"))
