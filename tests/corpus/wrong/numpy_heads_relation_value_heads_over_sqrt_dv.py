# track: numpy
# exercise: heads
# why: multi_head_self_attention also scales the value heads by 1/sqrt(d_v) "as the queries and keys are scaled", v = split_heads(x @ w_v, n_heads) / math.sqrt(d_v); only the scores take a scale, so the weights are right but every output is 1/sqrt(d_v) times the expected one
# kind: relation
# diagnosis: ratio
import math

import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    d_v = v.shape[-1]
    v = v / math.sqrt(d_v)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
