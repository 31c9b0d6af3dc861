# track: numpy
# exercise: heads
# why: multi_head_self_attention calls attention(k, q, v), keys and queries swapped (both are (..., H, T, d_k) in self-attention, so nothing complains); the scores become k q^T, the transpose of q k^T, and every softmax row then normalises one key's scores over the queries, so the weights and the output are wrong
# kind: axes
# diagnosis: scores-transposed, transposed
# miss: the weights come back as a row softmax of the transposed scores, which the expected weights (known only up to each row's constant) cannot be turned into
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(k, q, v, allowed)
    return merge_heads(heads) @ w_o, weights
