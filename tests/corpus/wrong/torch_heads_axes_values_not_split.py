# track: torch
# exercise: heads
# why: multi_head_self_attention splits the queries and keys into heads but passes the values unsplit, attention(q, k, x @ w_v), so the (..., T, H*d_v) values are mixed by every head: unbatched, the heads come out (H, T, H*d_v) and the merged width H*H*d_v does not fit w_o; with a batch axis the values' batch axis lines up against the weights' head axis and the product fails
# kind: axes-shapes
# diagnosis: matmul-mismatch,crash


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = x @ w_v
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
