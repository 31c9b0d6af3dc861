# track: torch
# exercise: heads
# why: multi_head_self_attention drops the head axis of the weights when there is only one head, weights.squeeze(-3) ("a single head needs no head axis"), so with n_heads=1 the weights come back (..., T, T) instead of (..., 1, T, T)
# kind: axes
# diagnosis: missing-axis


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    if n_heads == 1:
        weights = weights.squeeze(-3)  # a single head needs no head axis
    return merge_heads(heads) @ w_o, weights
