# track: torch
# exercise: heads
# why: copies nn.MultiheadAttention's habit of F.dropout(weights, p=0.1), and F.dropout trains (drops) by default
# diagnosis: not-deterministic
# random: dropout draws anew on every call, so which checks fail first (and what they show) varies: the lead is not asserted

import torch.nn.functional as F


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = F.dropout(stable_softmax(scores), p=0.1)
    return weighted_mixture(weights, v), weights
