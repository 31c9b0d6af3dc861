# track: torch
# exercise: heads
# why: multi_head_self_attention checks that w_o "undoes" w_q with w_o.shape != w_q.shape[::-1], but w_o is (H*d_v, D) and w_q is (D, H*d_k), so every valid call whose value heads are wider or narrower than the query heads (d_v != d_k) raises ValueError
# kind: error
# diagnosis: error-on-valid

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    if tuple(w_o.shape) != tuple(w_q.shape)[::-1]:
        raise ValueError(f"w_o {tuple(w_o.shape)} must map back what w_q {tuple(w_q.shape)} maps")
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
