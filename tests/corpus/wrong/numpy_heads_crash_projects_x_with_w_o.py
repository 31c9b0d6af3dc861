# track: numpy
# exercise: heads
# why: multi_head_self_attention computes and merges the heads correctly but its last line projects the input instead of the merged heads, return x @ w_o, weights (the x of the first projection lines copied down); x is (..., T, D) and w_o is (H*d_v, D), so every valid call with H*d_v != D raises a matmul ValueError, and when H*d_v == D the output ignores the attention entirely
# kind: crash
# diagnosis: matmul-mismatch, mhsa-wrong-projection


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    merged = merge_heads(heads)
    return x @ w_o, weights
