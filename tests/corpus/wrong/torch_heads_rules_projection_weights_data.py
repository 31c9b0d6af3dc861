# track: torch
# exercise: heads
# why: multi_head_self_attention projects with w_q.data, w_k.data, w_v.data and w_o.data ("read the raw parameter values, no copy"), so the values are right but no gradient reaches any of the four projection matrices
# kind: rules
# diagnosis: no-gradient

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q.data, n_heads)
    k = split_heads(x @ w_k.data, n_heads)
    v = split_heads(x @ w_v.data, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o.data, weights
