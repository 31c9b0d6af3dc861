# track: numpy
# exercise: heads
# why: multi_head_self_attention divides the merged heads by math.sqrt(n_heads) before the output projection ("so the variance of the concatenated heads stays one", carrying the sqrt(d_k) argument over), so every output is 1/sqrt(H) times the expected one
# kind: relation
# diagnosis: ratio


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return (merge_heads(heads) / math.sqrt(n_heads)) @ w_o, weights
