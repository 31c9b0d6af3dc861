# track: torch
# exercise: heads
# why: multi_head_self_attention returns weights.flatten(-3, -2), the heads' maps stacked into one (..., H*T, T) matrix "for a single heat map", instead of the (..., H, T, T) weights (the output is right)
# kind: axes
# diagnosis: axes-folded


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    return merge_heads(heads) @ w_o, weights.flatten(-3, -2)  # one (H*T, T) map: the heads stacked
