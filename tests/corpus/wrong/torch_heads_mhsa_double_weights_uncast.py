# track: torch
# exercise: heads
# why: multi-head attention runs the attention step in float64 "for stability" and casts the output back to x's dtype, but returns the weights still in float64
# kind: rules-types
# diagnosis: dtype-changed


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q.double(), k.double(), v.double(), allowed)
    heads = heads.to(x.dtype)
    return merge_heads(heads) @ w_o, weights
