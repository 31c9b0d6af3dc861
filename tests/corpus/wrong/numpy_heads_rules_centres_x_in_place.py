# track: numpy
# exercise: heads
# why: multi_head_self_attention enforces lesson section 5's assumption that features have mean zero by centring the input in place, x -= x.mean(axis=-1, keepdims=True), on the array np.asarray handed back (the caller's own x), so the caller's x is changed and every projection is computed from centred features instead of the given ones
# kind: rules
# diagnosis: input-changed

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    x -= x.mean(axis=-1, keepdims=True)  # zero-mean features, as lesson section 5 assumes
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    return merge_heads(heads) @ w_o, weights  # (..., T, D)
