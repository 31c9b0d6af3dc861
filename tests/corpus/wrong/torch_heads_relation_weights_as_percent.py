# track: torch
# exercise: heads
# why: attention mixes the values with the right weights but returns the weights times 100, "as percentages for the attention heat map", so every returned weight (and multi-head attention's) is 100 times too large while the output is right
# kind: relation
# diagnosis: ratio, row-sum
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights * 100
