# track: numpy
# exercise: heads
# why: multi_head_self_attention projects every head with its own rows of w_o, heads @ w_o.reshape(H, d_v, D), and adds the heads up with .sum(axis=0), counting the head axis from the front; that is the head axis only for an unbatched x, so with a batch axis it sums over the batch and returns (H, T, D) instead of (B, T, D)
# kind: axes
# diagnosis: fixed-leading-axes, fails-with-leading-axes


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v)
    per_head = heads @ np.asarray(w_o).reshape(n_heads, heads.shape[-1], -1)  # (..., H, T, D)
    return per_head.sum(axis=0), weights
