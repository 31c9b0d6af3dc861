# track: numpy
# exercise: heads
# why: multi_head_self_attention checks that w_o "maps back to the model width" by comparing its ROWS with D (w_o.shape[0] != x.shape[-1] raises ValueError); w_o is (H*d_v, D), so every valid call with H*d_v != D is rejected
# kind: error
# diagnosis: error-on-valid

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    if w_o.shape[0] != x.shape[-1]:
        raise ValueError(f"w_o {w_o.shape} must map back to the model width {x.shape[-1]}")
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
