# track: torch
# exercise: heads
# why: attention ports Apple's sigmoid attention (Ramapuram et al. 2024), weights = torch.sigmoid(scores - log S) with the recommended bias b = -log S, in place of the softmax, so each weight is a sigmoid of its own score and the rows no longer sum to 1
# kind: public
# diagnosis: sigmoid-not-softmax
import math

import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = torch.sigmoid(scores - math.log(k.shape[-2]))
    return weighted_mixture(weights, v), weights
