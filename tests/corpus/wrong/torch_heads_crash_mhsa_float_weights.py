# track: torch
# exercise: heads
# why: multi_head_self_attention converts the four projection matrices with .float() "in case they arrive as float64 from NumPy", so with float64 inputs x @ w_q.float() mixes float64 and float32 and raises RuntimeError (dtype mismatch); float32 inputs work
# kind: crash
# diagnosis: crash
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    w_q, w_k, w_v, w_o = w_q.float(), w_k.float(), w_v.float(), w_o.float()
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
