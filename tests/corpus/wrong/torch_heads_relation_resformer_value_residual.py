# track: torch
# exercise: heads
# why: multi_head_self_attention adds ResFormer's value residual (Zhou et al. 2024, U = A (V_n + V_1)) as a lone layer, taking its own values as the first layer's (v_first = v, "this is layer 1"), so each head mixes v + v = 2 v and the output is twice the expected one
# kind: relation
# diagnosis: ratio
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    v_first = v  # a lone layer is the first layer: its values are V_1
    heads, weights = attention(q, k, v + v_first, allowed)
    return merge_heads(heads) @ w_o, weights
