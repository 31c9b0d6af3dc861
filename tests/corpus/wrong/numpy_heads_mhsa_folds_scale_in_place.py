# track: numpy
# exercise: heads
# why: folds the 1/sqrt(d_k) scale into the query weights with w_q /= sqrt(d_k) (an inference trick) and then attends without scaling: right once, but it divides the caller's w_q in place
# kind: in-place
# diagnosis: input-changed


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    d_k = w_q.shape[-1] // n_heads
    w_q /= math.sqrt(d_k)  # fold the score scale into the projection
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    scores = q @ np.swapaxes(k, -2, -1)  # already scaled through w_q
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return merge_heads(weighted_mixture(weights, v)) @ w_o, weights
