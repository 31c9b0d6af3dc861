# track: torch
# exercise: heads
# why: multi_head_self_attention calls attention on a line that ends with a stray comma, heads, weights = attention(q, k, v, allowed),  so the right side is a one-element tuple holding the (output, weights) pair and the two-name unpacking raises ValueError (not enough values) on every valid call
# kind: crash
# diagnosis: crash, unpacked-one-result

import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed),
    return merge_heads(heads) @ w_o, weights
