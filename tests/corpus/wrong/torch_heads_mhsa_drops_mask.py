# track: torch
# exercise: heads
# why: multi_head_self_attention never passes allowed on to attention, so masked keys stay visible
# diagnosis: mask-ignored


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v)
    return merge_heads(heads) @ w_o, weights
