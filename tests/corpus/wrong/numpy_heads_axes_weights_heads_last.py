# track: numpy
# exercise: heads
# why: multi_head_self_attention returns its weights with the head axis moved to the end, np.moveaxis(weights, -3, -1) ("(..., T, T, H), the layout of the plotting tool"), so the weights are (..., T, T, H) instead of (..., H, T, T) (the output itself is right)
# kind: axes
# diagnosis: permuted


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, np.moveaxis(weights, -3, -1)
