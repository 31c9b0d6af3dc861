# track: numpy
# exercise: heads
# why: multi_head_self_attention returns its weights as weights.swapaxes(-3, -2), (..., T, H, T), "one row of head maps per position, laid out like the output (..., T, D)", instead of the (..., H, T, T) attention returns
# kind: axes
# diagnosis: permuted
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    # per position, like the output: (..., T, H, T)
    return merge_heads(heads) @ w_o, weights.swapaxes(-3, -2)
