# track: torch
# exercise: heads
# why: multi_head_self_attention passes the weights through merge_heads as well ("so the weights line up with the merged output"), returning (..., T, H*T) where every head's (..., H, T, T) map is expected
# kind: axes
# diagnosis: axes-folded, permuted


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, merge_heads(weights)
