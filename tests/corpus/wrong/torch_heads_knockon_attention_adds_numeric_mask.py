# track: torch
# exercise: heads
# why: attention hands only bool masks to mask_scores and adds any other mask to the scores as a bias ("a numeric mask is additive, as in nn.MultiheadAttention"), scores + allowed; a valid 0/1 mask then hides nothing (visible keys get +1), so attention and multi-head attention, which passes its mask through, are wrong for every 0/1 mask
# kind: knockon
# diagnosis: fails-with-01-masks, mask-added

import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        allowed = torch.as_tensor(allowed, device=scores.device)
        if allowed.dtype == torch.bool:
            scores = mask_scores(scores, allowed)
        else:
            scores = scores + allowed.to(scores.dtype)  # additive mask
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
