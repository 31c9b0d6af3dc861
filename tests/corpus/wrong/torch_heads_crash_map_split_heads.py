# track: torch
# exercise: heads
# why: multi_head_self_attention splits the three projections with map(split_heads, (x @ w_q, x @ w_k, x @ w_v)), which calls split_heads with one argument and never passes n_heads, so every call raises TypeError
# kind: crash
# diagnosis: crash

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q, k, v = map(split_heads, (x @ w_q, x @ w_k, x @ w_v))
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
