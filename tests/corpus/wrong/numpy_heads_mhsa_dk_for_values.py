# track: numpy
# exercise: heads
# why: multi_head_self_attention cuts the values into heads of width d_k (taken from the queries) instead of d_v, so it raises whenever d_v != d_k
# kind: pattern
# diagnosis: needs-dk-eq-dv, crash


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)
    *lead, t, _ = x.shape
    d_h = q.shape[-1]
    v = np.swapaxes((x @ w_v).reshape(*lead, t, n_heads, d_h), -3, -2)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
