# track: numpy
# exercise: heads
# why: multi_head_self_attention follows nn.Linear's (out, in) convention and projects with x @ w.T
# kind: axes
# diagnosis: mhsa-wrong-projection, matmul-mismatch, error-on-valid


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q.T, n_heads)
    k = split_heads(x @ w_k.T, n_heads)
    v = split_heads(x @ w_v.T, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o.T, weights
