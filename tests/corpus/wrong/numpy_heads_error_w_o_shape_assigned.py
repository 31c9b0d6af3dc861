# track: numpy
# exercise: heads
# why: multi_head_self_attention projects each head with its own block of w_o, reshaping it by assigning w_o.shape = (H, d_v, D) and summing (heads @ w_o) over the heads; the output is right, but assigning .shape reshapes the caller's own w_o array in place, which comes back 3-D
# kind: error
# diagnosis: input-changed


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)
    d_v = heads.shape[-1]
    w_o.shape = (n_heads, d_v, w_o.shape[-1])  # one (d_v, D) block per head, no copy
    out = (heads @ w_o).sum(axis=-3)  # (..., T, D)
    return out, weights
