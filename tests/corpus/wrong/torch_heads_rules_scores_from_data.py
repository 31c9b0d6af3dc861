# track: torch
# exercise: heads
# why: attention scores the raw storage, scaled_scores(q.data, k.data) ("no autograd bookkeeping for the big product"); .data leaves the graph, so the weights and output carry no gradient back to q and k (only v still gets one)
# kind: rules
# diagnosis: no-gradient
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q.data, k.data)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
