# track: numpy
# exercise: heads
# why: multi_head_self_attention projects each head with its own block of w_o, heads @ w_o.reshape(H, d_v, D), and combines the heads with .mean(axis=-3) "averaging the heads"; the concatenated-heads projection is the SUM of those blocks, so every output is 1/H of the expected one (the weights are right)
# kind: relation
# diagnosis: ratio

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    w_o_heads = np.asarray(w_o).reshape(n_heads, -1, np.asarray(w_o).shape[-1])  # (H, d_v, D)
    return (heads @ w_o_heads).mean(axis=-3), weights  # combine the heads
