# track: numpy
# exercise: heads
# why: multi_head_self_attention runs attention once on the whole projections, attention(x @ w_q, x @ w_k, x @ w_v), and only then hands out the result, one copy of that single full-width map per head (np.repeat over a new head axis), so every head gets the same weights (scaled by sqrt(H*d_k)) and the output is one-head attention
# kind: relation
# diagnosis: heads-alike
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q, k, v = x @ w_q, x @ w_k, x @ w_v  # (..., T, H*d)
    out, weights = attention(q, k, v, allowed)  # (..., T, H*d_v), (..., T, T)
    # "each head sees the same positions": one map per head
    weights = np.repeat(weights[..., None, :, :], n_heads, axis=-3)  # (..., H, T, T)
    return out @ w_o, weights
