# track: torch
# exercise: heads
# why: multi_head_self_attention drops the attention dropout of the tutorial it follows (p = 0.1, "no randomness in graded code") but keeps its inverted-dropout rescaling of the weights, weights / (1 - p), so the returned weights and the output are 1/0.9 = 1.111 times the expected ones
# kind: relation
# diagnosis: ratio:constant


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    p = 0.1  # attention dropout of the tutorial
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores) / (1 - p)
    heads = weighted_mixture(weights, v)
    return merge_heads(heads) @ w_o, weights
