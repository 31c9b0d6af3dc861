# track: numpy
# exercise: heads
# why: multi_head_self_attention computes the head width d_k = w_q.shape[-1] // n_heads and then passes it to split_heads(x @ w_q, d_k) where the head count belongs, so the projections are cut into d_k heads of width H: the weights are (..., d_k, T, T) and the heads are wrong whenever H != d_k
# kind: axes-shapes
# diagnosis: split-interleaved,permuted
# miss: the size mismatch at merge_heads(heads) @ w_o comes from heads cut by the head width upstream; the engine reads the line's operands, and no relation names a head count swapped with the head width

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    d_k = w_q.shape[-1] // n_heads
    d_v = w_v.shape[-1] // n_heads
    q = split_heads(x @ w_q, d_k)
    k = split_heads(x @ w_k, d_k)
    v = split_heads(x @ w_v, d_v)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
