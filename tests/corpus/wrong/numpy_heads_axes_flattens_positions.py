# track: numpy
# exercise: heads
# why: multi_head_self_attention flattens x to one (positions, features) matrix, x.reshape(-1, D), before projecting and splitting, "since the projections only need rows", and restores the output shape at the end; with a batch axis the positions of all batch elements then attend to each other as one long sequence, and the weights come back (H, B*T, B*T)
# kind: axes
# diagnosis: fails-with-leading-axes, fixed-leading-axes


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    rows = x.reshape(-1, x.shape[-1])  # (positions, D)
    q = split_heads(rows @ w_q, n_heads)
    k = split_heads(rows @ w_k, n_heads)
    v = split_heads(rows @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    out = merge_heads(heads) @ w_o
    return out.reshape(*x.shape[:-1], out.shape[-1]), weights
