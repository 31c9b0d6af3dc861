# track: numpy
# exercise: heads
# why: multi_head_self_attention ports Keras MultiHeadAttention's mask handling, which always inserts the heads axis at mask_expansion_axis = -3 (np.expand_dims(allowed, -3)); a mask that already carries a heads axis, (..., H, T, T), becomes (..., H, 1, T, T), so the weights come back with an extra axis (or a broadcast error)
# kind: public
# diagnosis: fails-with-fewer-mask-axes, fails-with-head-mask

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    if allowed is not None:
        allowed = np.expand_dims(np.asarray(allowed), -3)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
