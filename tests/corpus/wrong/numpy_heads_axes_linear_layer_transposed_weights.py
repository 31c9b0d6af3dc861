# track: numpy
# exercise: heads
# why: multi_head_self_attention projects the way nn.Linear / F.linear does, x @ w.T, for w_q, w_k, w_v and w_o, but the kit's matrices are already (in, out) for row vectors (Q = x @ w_q): with the transposed matrices the products raise a size mismatch unless the widths happen to be equal (and project with the wrong matrix when they are)
# kind: axes
# diagnosis: matmul-mismatch
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q.T, n_heads)
    k = split_heads(x @ w_k.T, n_heads)
    v = split_heads(x @ w_v.T, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o.T, weights
