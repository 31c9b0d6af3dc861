# track: torch
# exercise: heads
# why: multi_head_self_attention scales the scores by sqrt of the full width H*d_k instead of the head width d_k
# diagnosis: scale-model-width


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    width = w_q.shape[-1]
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    scores = q @ k.transpose(-2, -1) / math.sqrt(width)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return merge_heads(weights @ v) @ w_o, weights
