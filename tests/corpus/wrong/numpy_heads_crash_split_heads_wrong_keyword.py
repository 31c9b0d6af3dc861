# track: numpy
# exercise: heads
# why: multi_head_self_attention calls split_heads(x @ w_q, heads=n_heads), naming the keyword after the math's H instead of the parameter n_heads, so every valid call raises TypeError
# kind: crash
# diagnosis: crash, unused-argument
import math

import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, heads=n_heads)
    k = split_heads(x @ w_k, heads=n_heads)
    v = split_heads(x @ w_v, heads=n_heads)
    out, weights = attention(q, k, v, allowed)
    return merge_heads(out) @ w_o, weights
