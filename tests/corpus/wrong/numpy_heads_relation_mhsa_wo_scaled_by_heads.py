# track: numpy
# exercise: heads
# why: multi_head_self_attention divides the output projection by n_heads (merge_heads(out) @ w_o / n_heads, "average the heads' contributions"), so every output is the expected one divided by H
# kind: relation
# diagnosis: ratio
import math

import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    out, weights = attention(q, k, v, allowed)
    return merge_heads(out) @ w_o / n_heads, weights
