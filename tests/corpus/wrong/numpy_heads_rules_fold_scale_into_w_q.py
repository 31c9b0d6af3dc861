# track: numpy
# exercise: heads
# why: multi_head_self_attention folds the 1/sqrt(d_k) scale into the query projection in place, w_q /= math.sqrt(d_k) ("as inference engines fold it into the weights"), which rescales the caller's w_q on every call, and still calls attention, which scales again
# kind: rules
# diagnosis: input-changed, logit-ratio

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    d_k = w_q.shape[-1] // n_heads
    w_q /= math.sqrt(d_k)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
