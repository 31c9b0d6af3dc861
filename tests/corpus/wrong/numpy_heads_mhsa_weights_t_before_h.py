# track: numpy
# exercise: heads
# why: multi_head_self_attention returns np.swapaxes(weights, -3, -2) "so that the weights line up with the merged output's (T, H) order", i.e. (..., T, H, T) instead of (..., H, T, T)
# kind: axes-shapes
# diagnosis: permuted


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, np.swapaxes(weights, -3, -2)
