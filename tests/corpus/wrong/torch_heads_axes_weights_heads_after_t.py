# track: torch
# exercise: heads
# why: multi_head_self_attention returns its weights as weights.transpose(-3, -2), "heads next to the keys, as the merged output keeps T first", so the weights come back (..., T, H, T) instead of (..., H, T, T)
# kind: axes
# diagnosis: permuted
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights.transpose(-3, -2)
