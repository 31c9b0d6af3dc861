# track: numpy
# exercise: heads
# why: multi_head_self_attention multiplies x.astype(np.float32) by the projection matrices "because BLAS is faster in single precision"; the float64 weight matrices promote the products back to float64, so the dtype looks right, but float64 inputs lose their precision to float32 rounding (relative errors around 1e-7 in the output and weights)
# kind: relation
# diagnosis: float32-precision


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    x32 = x.astype(np.float32)
    q = split_heads(x32 @ w_q, n_heads)
    k = split_heads(x32 @ w_k, n_heads)
    v = split_heads(x32 @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
