# track: numpy
# exercise: heads
# why: multi_head_self_attention first divides the input by sqrt(D), x / sqrt(x.shape[-1]) ("unit-variance inputs, as lesson section 5 argues for the scores"), so every projection is 1/sqrt(D) too small: the scores reach the softmax divided by D as well (too-flat weights) and the values, and with them the output, are 1/sqrt(D) too small
# kind: relation
# diagnosis: logit-ratio,ratio


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    x = x / math.sqrt(x.shape[-1])  # unit-variance inputs
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
