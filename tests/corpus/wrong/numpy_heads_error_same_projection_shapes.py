# track: numpy
# exercise: heads
# why: multi_head_self_attention checks that the three projection matrices have the same shape (w_v.shape != w_q.shape raises ValueError, "Q, K and V are projected alike"), but the contract lets the values have their own width H*d_v, so every valid call with d_v != d_k is rejected
# kind: error
# diagnosis: error-on-valid
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    if np.shape(w_q) != np.shape(w_k) or np.shape(w_v) != np.shape(w_q):
        raise ValueError(f"w_q, w_k and w_v must have the same shape; got {np.shape(w_q)}, {np.shape(w_k)}, {np.shape(w_v)}")
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
