# track: numpy
# exercise: heads
# why: multi_head_self_attention ports OpenFold's gated Attention (o = o * sigmoid(linear_g(x)) before the output projection), building linear_g as OpenFold's "gating" init does, weights 0 and bias 1, since the kit passes no gate weights; every gate is sigmoid(1) = 0.731, so the output is 0.731 times the expected one
# kind: public
# diagnosis: ratio, ratio:constant
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    o = merge_heads(heads)  # (..., T, H*d_v)
    # OpenFold: linear_g with init="gating" (weight 0, bias 1)
    w_g = np.zeros((x.shape[-1], o.shape[-1]), dtype=x.dtype)
    b_g = np.ones(o.shape[-1], dtype=x.dtype)
    g = 1 / (1 + np.exp(-(x @ w_g + b_g)))
    return (o * g) @ w_o, weights
