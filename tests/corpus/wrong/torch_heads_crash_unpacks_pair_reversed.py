# track: torch
# exercise: heads
# why: multi_head_self_attention unpacks the pair as "weights, heads = attention(...)", so it merges the (..., H, T, T) weights as if they were the heads and projects them with w_o, a matmul size mismatch unless T == d_v (and the pair it returns is swapped)
# kind: crash
# diagnosis: matmul-mismatch,swapped-return


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    weights, heads = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
