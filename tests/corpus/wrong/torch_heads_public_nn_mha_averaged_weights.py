# track: torch
# exercise: heads
# why: multi_head_self_attention returns its weights as nn.MultiheadAttention does by default (average_attn_weights=True), averaged over the heads with weights.mean(dim=-3), so the weights come back (..., T, T) where (..., H, T, T) belongs
# kind: public
# diagnosis: axis-reduced, weights-item-shape, mhsa-averaged-weights
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    # as nn.MultiheadAttention(average_attn_weights=True): one map per sequence
    return merge_heads(heads) @ w_o, weights.mean(dim=-3)
