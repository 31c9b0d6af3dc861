# track: torch
# exercise: heads
# why: multi_head_self_attention returns only the projected output, as nn.MultiheadAttention does with need_weights=False, where the contract asks for the pair (output, weights)
# kind: rules-types
# diagnosis: not-a-pair


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, _ = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o
