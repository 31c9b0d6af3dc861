# track: torch
# exercise: heads
# why: multi_head_self_attention converts the mask with allowed.bool() before handing it to attention, without checking for None, so every call without a mask (allowed=None, the default) raises AttributeError
# kind: crash
# diagnosis: crash, none-argument


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed.bool())
    return merge_heads(heads) @ w_o, weights
