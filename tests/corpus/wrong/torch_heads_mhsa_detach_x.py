# track: torch
# exercise: heads
# why: detaches x at the start ("x is input data, only the projection weights are trained"), so no gradient reaches x through multi_head_self_attention
# kind: autograd
# diagnosis: no-gradient


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = x.detach()
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
