# track: numpy
# exercise: heads
# why: multi_head_self_attention assumes a per-batch mask (..., T, T) and inserts a head axis into it
# diagnosis: bad-inner-call, fails-with-head-mask


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    if allowed is not None:
        allowed = np.asarray(allowed)[..., None, :, :]
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
