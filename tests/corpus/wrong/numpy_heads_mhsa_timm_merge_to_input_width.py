# track: numpy
# exercise: heads
# why: merges the heads inline like timm's Attention.forward, x.transpose(1, 2).reshape(B, N, C), i.e. back to the input's shape x.shape, which assumes the merged width H*d_v equals the model width D; valid projections with H*d_v != D make the reshape raise ValueError
# kind: public-code
# diagnosis: error-on-valid
# miss: the ValueError is NumPy's reshape's, not a raise of the student's: it leads as a crash at its line, not as error-on-valid


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)
    out = np.swapaxes(heads, -3, -2).reshape(x.shape)  # timm: x.transpose(1, 2).reshape(B, N, C)
    return out @ w_o, weights
