# track: torch
# exercise: heads
# why: multi_head_self_attention projects the keys with the query matrix, k = split_heads(x @ w_q, n_heads), a copy-paste of the line above with only the name on the left changed; w_k is never used, so every head scores its queries against themselves
# kind: relation
# diagnosis: mhsa-wrong-projection

import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
