# track: torch
# exercise: heads
# why: multi_head_self_attention converts 0/1 masks with "if allowed is not None and not allowed.is_bool()", guessing a method by analogy with is_floating_point(); tensors have no is_bool, so every call with a mask raises AttributeError
# kind: crash
# diagnosis: crash


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    if allowed is not None and not allowed.is_bool():
        allowed = allowed.bool()
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
