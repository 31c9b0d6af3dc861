# track: numpy
# exercise: heads
# why: multi_head_self_attention projects every head with its own matrix, cutting the stack with w.reshape(H, D, d) where reshape(D, H, d) followed by moving H to the front belongs; the reshape regroups the (D, H*d) matrix row block by row block, so each "head matrix" mixes rows of x's features with columns of several heads: right with one head, wrong with more
# kind: axes
# diagnosis: fails-with-several-heads
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    d_model = x.shape[-1]
    xh = x[..., None, :, :]  # (..., 1, T, D), one copy per head
    q = xh @ np.asarray(w_q).reshape(n_heads, d_model, -1)  # (..., H, T, d_k)
    k = xh @ np.asarray(w_k).reshape(n_heads, d_model, -1)  # (..., H, T, d_k)
    v = xh @ np.asarray(w_v).reshape(n_heads, d_model, -1)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
