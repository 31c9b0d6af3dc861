# track: numpy
# exercise: heads
# why: multi_head_self_attention applies the output projection to the per-head outputs and merges afterwards, merge_heads(heads @ w_o); (..., H, T, d_v) @ (H*d_v, D) is a matmul size mismatch whenever H > 1
# kind: crash
# diagnosis: matmul-mismatch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads @ w_o), weights
