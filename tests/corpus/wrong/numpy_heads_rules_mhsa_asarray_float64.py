# track: numpy
# exercise: heads
# why: multi_head_self_attention starts with x = np.asarray(x, dtype=np.float64) "so the four projections add up in double precision" and never converts back, so float32 inputs give float64 outputs and weights
# kind: rules
# diagnosis: dtype-float64, dtype-changed
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x, dtype=np.float64)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
