# track: torch
# exercise: heads
# why: attention smooths its weights towards uniform, (1 - eps) * weights + eps / S with eps = 0.1 ("attention smoothing keeps every key in play"), and mixes and returns those, so every weight is 0.9 times the softmax plus 0.1/S, hidden keys included
# kind: relation
# diagnosis: scaled-offset, uniform-share
import torch

ATTN_SMOOTHING = 0.1


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    weights = (1 - ATTN_SMOOTHING) * weights + ATTN_SMOOTHING / k.shape[-2]
    return weighted_mixture(weights, v), weights
