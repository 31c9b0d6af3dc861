# track: torch
# exercise: masking
# why: mask_scores ports Machine Learning Mastery's DotProductAttention, scores += -1e9 * mask, where that tutorial's mask marks the keys to HIDE; with this kit's True-means-visible mask it pushes the visible scores down by 1e9 and leaves the hidden ones untouched
# kind: public
# diagnosis: mask-inverted, hides-visible, mask-large-negative
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if not allowed.bool().any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores + -1e9 * allowed.to(scores.dtype)
