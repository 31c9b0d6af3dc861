# track: numpy
# exercise: heads
# why: multi_head_self_attention cuts Q, K and V into heads of width D // n_heads (the model width x.shape[-1]) by hand, which is right only when H*d_k = H*d_v = D: otherwise the reshape raises
# kind: crash
# diagnosis: crash,error-on-valid
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, d_model = x.shape
    d_head = d_model // n_heads

    def heads(y):
        return np.swapaxes(y.reshape(*lead, t, n_heads, d_head), -3, -2)

    q = heads(x @ w_q)
    k = heads(x @ w_k)
    v = heads(x @ w_v)
    out, weights = attention(q, k, v, allowed)
    return merge_heads(out) @ w_o, weights
