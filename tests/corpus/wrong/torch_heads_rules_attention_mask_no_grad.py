# track: torch
# exercise: heads
# why: attention applies the mask under torch.no_grad() ("the mask is data, not something to learn"), so the masked scores leave the graph and no gradient reaches q or k on any masked call
# kind: rules
# diagnosis: no-gradient
import math

import torch

def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        with torch.no_grad():
            scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
