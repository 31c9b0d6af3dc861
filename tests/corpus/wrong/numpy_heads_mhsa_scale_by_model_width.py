# track: numpy
# exercise: heads
# why: multi_head_self_attention written inline scales by sqrt(D) of the model instead of sqrt(d_k) per head
# diagnosis: scale-model-width


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    scores = q @ np.swapaxes(k, -2, -1) / math.sqrt(x.shape[-1])
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return merge_heads(weights @ v) @ w_o, weights
