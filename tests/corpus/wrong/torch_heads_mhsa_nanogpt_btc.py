# track: torch
# exercise: heads
# why: multi_head_self_attention follows nanoGPT and unpacks B, T, C = x.size(), then view(B, T, H, -1).transpose(1, 2): only 3-D inputs work, 2-D and 4-D ones raise
# kind: crash
# diagnosis: fixed-leading-axes, fixed-ndim, crash


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    if n_heads < 1 or w_q.shape[-1] % n_heads or w_v.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the projection widths")
    B, T, C = x.size()
    q = (x @ w_q).view(B, T, n_heads, -1).transpose(1, 2)
    k = (x @ w_k).view(B, T, n_heads, -1).transpose(1, 2)
    v = (x @ w_v).view(B, T, n_heads, -1).transpose(1, 2)
    y, weights = attention(q, k, v, allowed)
    y = y.transpose(1, 2).contiguous().view(B, T, -1)
    return y @ w_o, weights
