# track: torch
# exercise: heads
# why: multi_head_self_attention returns the weights as a Python list of per-head maps (list(weights.unbind(-3))) "for plotting" instead of one (..., H, T, T) tensor
# kind: array-type
# diagnosis: wrong-array-type


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, list(weights.unbind(-3))
