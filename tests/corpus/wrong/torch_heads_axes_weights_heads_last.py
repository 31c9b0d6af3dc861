# track: torch
# exercise: heads
# why: multi_head_self_attention returns the weights with the head axis moved last, weights.movedim(-3, -1) ("weights[..., t, s, h], one map per head along the last axis, for the heat-map grid"), so they come back (..., T, T, H) instead of (..., H, T, T)
# kind: axes
# diagnosis: permuted, reordered
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights.movedim(-3, -1)
