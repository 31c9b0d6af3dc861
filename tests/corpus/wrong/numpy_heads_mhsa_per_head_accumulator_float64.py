# track: numpy
# exercise: heads
# why: multi_head_self_attention projects each head with its own rows of w_o and sums them into an accumulator made with np.zeros(shape) and no dtype, which is float64, so float32 inputs give a float64 output
# kind: rules-types
# diagnosis: dtype-float64, dtype-changed


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v)
    d_v = heads.shape[-1]
    out = np.zeros(heads.shape[:-3] + (heads.shape[-2], w_o.shape[-1]))
    for h in range(n_heads):
        out += heads[..., h, :, :] @ w_o[h * d_v:(h + 1) * d_v]
    return out, weights
