# track: numpy
# exercise: heads
# why: multi_head_self_attention ports reshape_tensor(x, heads, flag=False) from Machine Learning Mastery's Keras multi-head attention, which transposes the heads back and reshapes to (batch, seq, self.d_k), the projected query/key width, although the heads hold values of width H*d_v; with d_v != d_k the reshape raises on every valid call
# kind: public
# diagnosis: needs-dk-eq-dv, error-on-valid, crash


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    d_k = w_q.shape[-1]  # self.d_k: width of the projected queries and keys
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    # reshape_tensor(..., flag=False): transpose back, then reshape to (..., seq, d_k)
    merged = np.swapaxes(heads, -3, -2)
    merged = merged.reshape(merged.shape[:-2] + (d_k,))
    return merged @ w_o, weights
