# track: numpy
# exercise: heads
# why: multi_head_self_attention divides its input by math.sqrt(n_heads) before the projections ("each head sees 1/H of the signal, so keep the variance per head at one"), so every projection is 1/sqrt(H) too small: the scores are divided by H more than they should be (flatter weights) and the output is 1/sqrt(H) times the mixture of those weights
# kind: relation
# diagnosis: logit-ratio,ratio


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x) / math.sqrt(n_heads)  # share the input's variance among the heads
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
