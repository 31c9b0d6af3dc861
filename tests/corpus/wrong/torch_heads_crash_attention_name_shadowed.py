# track: torch
# exercise: heads
# why: multi_head_self_attention names the attention map it gets back "attention", heads, attention = attention(q, k, v, allowed); that assignment makes attention a local name for the whole function, so the call on the right reads the unassigned local and every call raises UnboundLocalError
# kind: crash
# diagnosis: crash
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, attention = attention(q, k, v, allowed)  # (..., H, T, d_v), the attention map (..., H, T, T)
    return merge_heads(heads) @ w_o, attention
