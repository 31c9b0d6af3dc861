# track: numpy
# exercise: heads
# why: multi_head_self_attention splits x into heads first and then multiplies each (..., H, T, D/H) head by the full (D, H*d_k) matrices, a matmul size mismatch
# kind: crash
# diagnosis: matmul-mismatch, crash


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    x_heads = split_heads(x, n_heads)  # (..., H, T, D/H)
    q = x_heads @ w_q
    k = x_heads @ w_k
    v = x_heads @ w_v
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
