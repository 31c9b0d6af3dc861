# track: numpy
# exercise: heads
# why: multi_head_self_attention adds a check that w_v has as many columns as w_q ("the value heads must match the query heads"), so valid projections with d_v != d_k raise ValueError
# kind: inputs-errors
# diagnosis: error-on-valid


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    w_q, w_k, w_v, w_o = (np.asarray(w) for w in (w_q, w_k, w_v, w_o))
    if w_v.shape[-1] != w_q.shape[-1]:
        raise ValueError(f"w_v has {w_v.shape[-1]} columns but w_q has {w_q.shape[-1]}")
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
