# track: numpy
# exercise: heads
# why: multi_head_self_attention projects head by head with each head's rows of w_o but writes out = heads[..., h, :, :] @ w_o_h where out += belongs, so each pass replaces the sum and the output is the last head's contribution alone (right only with one head)
# kind: relation
# diagnosis: fails-with-several-heads, one-head-share
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    w_o = np.asarray(w_o)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    d_v = heads.shape[-1]
    out = np.zeros(heads.shape[:-3] + (heads.shape[-2], w_o.shape[-1]), dtype=heads.dtype)
    for h in range(n_heads):
        out = heads[..., h, :, :] @ w_o[h * d_v:(h + 1) * d_v]
    return out, weights
