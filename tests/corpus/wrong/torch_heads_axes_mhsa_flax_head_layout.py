# track: torch
# exercise: heads
# why: multi_head_self_attention keeps Flax's head layout, unflattening each projection to (..., T, H, d) and never moving the heads in front of T; attention then treats T as a batch axis and attends across the H heads of each position, so the weights are (..., T, H, H) instead of (..., H, T, T) and the output mixes heads instead of positions
# kind: axes
# diagnosis: split-heads-first, permuted
# miss: the (T, H, H) scores make mask_scores refuse the (T, T) mask first, so the lead is that bad inner call (true, but it names no layout)
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    if (x @ w_q).shape[-1] % n_heads or n_heads < 1:
        raise ValueError(f"n_heads={n_heads} must divide the projected width")
    q = (x @ w_q).unflatten(-1, (n_heads, -1))  # (..., T, H, d_k)
    k = (x @ w_k).unflatten(-1, (n_heads, -1))
    v = (x @ w_v).unflatten(-1, (n_heads, -1))
    heads, weights = attention(q, k, v, allowed)  # (..., T, H, d_v)
    return heads.flatten(-2) @ w_o, weights
