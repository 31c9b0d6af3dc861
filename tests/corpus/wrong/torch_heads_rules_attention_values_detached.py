# track: torch
# exercise: heads
# why: attention mixes the detached values, weighted_mixture(weights, v.detach()) ("the values are only read, the weights carry the learning"), so its output is right but no gradient reaches v (nor w_v through multi-head attention)
# kind: rules
# diagnosis: no-gradient
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v.detach()), weights
