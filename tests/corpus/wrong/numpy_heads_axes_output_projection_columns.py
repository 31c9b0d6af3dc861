# track: numpy
# exercise: heads
# why: multi_head_self_attention applies the output projection in the column-vector form of the paper's formula, w_o.T @ swapaxes(merged, -1, -2), and returns that product as it is, so the output comes back (..., D, T), the expected output with its last two axes swapped (the weights are right)
# kind: axes
# diagnosis: transposed
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    merged = merge_heads(heads)  # (..., T, H*d_v)
    return w_o.T @ np.swapaxes(merged, -1, -2), weights  # W_O^T [head_1; ...; head_H]
