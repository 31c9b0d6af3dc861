# track: torch
# exercise: heads
# why: multi_head_self_attention calls split_heads(x @ w_q, n_heads, dim=-1), giving the split a torch-style dim= keyword it does not take, so every call raises TypeError
# kind: crash
# diagnosis: crash

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads, dim=-1)
    k = split_heads(x @ w_k, n_heads, dim=-1)
    v = split_heads(x @ w_v, n_heads, dim=-1)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
