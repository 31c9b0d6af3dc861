# track: torch
# exercise: heads
# why: multi_head_self_attention calls attention(q, k, v, mask=allowed), the keyword of the Annotated Transformer's attention(query, key, value, mask=None), but the kit's attention names it allowed, so every call raises TypeError
# kind: crash
# diagnosis: crash


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, mask=allowed)
    return merge_heads(heads) @ w_o, weights
