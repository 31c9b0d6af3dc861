# track: numpy
# exercise: heads
# why: multi_head_self_attention adds an output bias "as nn.Linear has one", initialised to the constant 0.01 (the small positive bias init of ReLU networks), so every output entry is the expected one plus 0.01; attention and the weights are right
# kind: relation
# diagnosis: offset


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    b_o = np.full(w_o.shape[-1], 0.01, dtype=x.dtype)
    return merge_heads(heads) @ w_o + b_o, weights
