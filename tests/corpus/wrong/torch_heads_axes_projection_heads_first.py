# track: torch
# exercise: heads
# why: multi_head_self_attention gives each head its own projection by reshaping w_q, w_k and w_v to (H, D, d_h) ("one matrix per head") instead of (D, H, d_h) moved to (H, D, d_h): the reshape regroups the rows and columns of the (D, H*d_h) matrices, so every head projects with scrambled weights
# kind: axes-shapes
# diagnosis: mhsa-wrong-projection
# miss: multi_head_self_attention is wrong by a reordering of the projection's columns that no relation of its output reads


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    d_model = x.shape[-1]
    if n_heads < 1 or w_q.shape[-1] % n_heads or w_v.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must divide the projected widths")
    xh = x.unsqueeze(-3)  # (..., 1, T, D)
    q = xh @ w_q.reshape(n_heads, d_model, -1)  # (..., H, T, d_k)
    k = xh @ w_k.reshape(n_heads, d_model, -1)
    v = xh @ w_v.reshape(n_heads, d_model, -1)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
