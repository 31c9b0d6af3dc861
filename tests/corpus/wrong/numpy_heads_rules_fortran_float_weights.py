# track: numpy
# exercise: heads
# why: multi_head_self_attention converts the four projection matrices with np.asfortranarray(w, dtype=float) "so BLAS reads them column-major"; dtype=float is float64, so with float32 inputs every projection, and with them the weights and the output, comes back as float64
# kind: rules
# diagnosis: dtype-float64


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    w_q, w_k, w_v, w_o = (np.asfortranarray(w, dtype=float) for w in (w_q, w_k, w_v, w_o))
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
