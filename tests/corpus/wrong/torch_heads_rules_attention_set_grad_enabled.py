# track: torch
# exercise: heads
# why: attention turns autograd off with torch.set_grad_enabled(False) "the weights are only for inspection" after computing the scores and never turns it back on, so its output carries no gradient to v (and every later computation in the process runs without autograd)
# kind: rules
# diagnosis: no-gradient, gradient-differs
import math

import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    torch.set_grad_enabled(False)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
