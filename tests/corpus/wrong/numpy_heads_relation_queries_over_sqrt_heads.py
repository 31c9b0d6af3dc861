# track: numpy
# exercise: heads
# why: multi_head_self_attention divides the queries by math.sqrt(n_heads) before calling attention ("each head only sees 1/H of the width, so shrink its scores too"), on top of attention's own 1/sqrt(d_k), so with H > 1 every head's softmax runs on scores sqrt(H) times too small and the weights are too flat
# kind: relation
# diagnosis: logit-ratio, ratio,scale-model-width


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads) / math.sqrt(n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
