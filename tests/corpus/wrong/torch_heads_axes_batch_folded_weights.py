# track: torch
# exercise: heads
# why: multi_head_self_attention folds all leading axes of x into one batch axis, x.reshape(-1, T, D), for the computation and restores the output with .reshape(*x.shape[:-1], -1), but returns the weights still folded, (N, H, T, T): unbatched x gets weights with an extra leading axis of 1 and several batch axes come back merged into one
# kind: axes
# diagnosis: axes-folded, fails-with-leading-axes


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    *lead, t, d = x.shape
    flat = x.reshape(-1, t, d)  # (N, T, D)
    if allowed is not None and allowed.dim() > 3:
        allowed = allowed.reshape(-1, *allowed.shape[-3:])
    q = split_heads(flat @ w_q, n_heads)
    k = split_heads(flat @ w_k, n_heads)
    v = split_heads(flat @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)  # (N, H, T, d_v), (N, H, T, T)
    out = merge_heads(heads) @ w_o
    return out.reshape(*lead, t, -1), weights
