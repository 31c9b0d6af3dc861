# track: numpy
# exercise: heads
# why: multi_head_self_attention applies the output projection head by head, with each head's block of rows of w_o (w_o.reshape(H, d_v, D)), and combines the heads with .mean over the head axis where .sum belongs, so every output is 1/H times the expected one (the weights are right)
# kind: relation
# diagnosis: ratio


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    d_v = heads.shape[-1]
    w_o_heads = np.asarray(w_o).reshape(n_heads, d_v, -1)  # (H, d_v, D): the rows that meet each head
    per_head = heads @ w_o_heads  # (..., H, T, D)
    return per_head.mean(axis=-3), weights
