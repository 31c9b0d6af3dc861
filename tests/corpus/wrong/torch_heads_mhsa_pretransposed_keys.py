# track: torch
# exercise: heads
# why: multi_head_self_attention hands attention keys already transposed, split_heads(x @ w_k, n_heads).transpose(-2, -1) "ready for q @ k" (as code that keeps k as (..., d_k, S) does), but attention transposes the keys itself, so it rejects the (..., H, d_k, T) keys with ValueError unless d_k == T (and then attends wrongly)
# kind: axes-shapes
# diagnosis: bad-inner-call


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads).transpose(-2, -1)  # (..., H, d_k, T)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
