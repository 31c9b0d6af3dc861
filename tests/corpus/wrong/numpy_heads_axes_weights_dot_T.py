# track: numpy
# exercise: heads
# why: multi_head_self_attention hands its weights back as weights.T, "keys as rows, as the heat-map plot expects"; ndarray.T reverses EVERY axis, so the (..., H, T, T) weights come back as (T, T, H, ...), the heads and batch axes moved to the end (the output itself is right)
# kind: axes
# diagnosis: transpose-all-axes
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights.T
