# track: numpy
# exercise: heads
# why: multi_head_self_attention skips merge_heads and projects every head with its own rows of w_o through np.einsum('...htd,dhe->...te', heads, w_o.reshape(d_v, n_heads, D)); that reshape hands head h the rows h, h+H, h+2H... of w_o (interleaved) where the block [h*d_v, (h+1)*d_v) belongs (w_o.reshape(n_heads, d_v, D)), so the output is right only with one head
# kind: axes
# diagnosis: fails-with-several-heads
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v)
    d_v = heads.shape[-1]
    w_o_heads = np.asarray(w_o).reshape(d_v, n_heads, -1)  # rows of w_o for each head
    return np.einsum("...htd,dhe->...te", heads, w_o_heads), weights
