# track: numpy
# exercise: heads
# why: multi_head_self_attention writes the output projection into x's own buffer with np.matmul(merged, w_o, out=x) ("the output has x's shape, reuse its memory"), so the caller's x is overwritten with the result
# kind: rules-types
# diagnosis: input-changed


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    merged = merge_heads(heads)
    if merged.shape[:-1] == x.shape[:-1] and w_o.shape[-1] == x.shape[-1] and merged.dtype == x.dtype:
        return np.matmul(merged, w_o, out=x), weights
    return merged @ w_o, weights
