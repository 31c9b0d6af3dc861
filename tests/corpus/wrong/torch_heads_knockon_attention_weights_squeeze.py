# track: torch
# exercise: heads
# why: attention returns its weights as weights.squeeze() "so a single map prints as a plain (T, S) table", which removes every axis of length 1 (a batch or head axis of one, a single query or key); the weights then have the wrong shape, and multi_head_self_attention, which returns attention's weights, inherits them (a single head loses its head axis)
# kind: knockon
# diagnosis: missing-axis, weights-item-shape
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights.squeeze()
