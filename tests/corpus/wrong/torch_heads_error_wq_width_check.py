# track: torch
# exercise: heads
# why: multi_head_self_attention checks that the projections fit x with x.shape[-1] != w_q.shape[-1], the columns of w_q (H*d_k) where its rows (D) belong, so every valid call whose model width differs from H*d_k raises ValueError
# kind: error
# diagnosis: error-on-valid

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    if x.shape[-1] != w_q.shape[-1]:
        raise ValueError(f"x has width {x.shape[-1]} but w_q has {w_q.shape[-1]}")
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
