# track: numpy
# exercise: heads
# why: multi_head_self_attention written inline scales the queries by 1/sqrt(w_q.shape[0] // n_heads), the model width D per head read from the rows of w_q, instead of the head width w_q.shape[1] // n_heads, so the weights are wrong whenever D != H*d_k
# kind: relation
# diagnosis: ratio,scale-model-width

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    d_k = w_q.shape[0] // n_heads
    q = split_heads(x @ w_q, n_heads) / math.sqrt(d_k)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    scores = q @ np.swapaxes(k, -2, -1)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return merge_heads(weights @ v) @ w_o, weights
