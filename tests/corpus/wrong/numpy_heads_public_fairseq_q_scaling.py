# track: numpy
# exercise: heads
# why: multi_head_self_attention ports fairseq's MultiheadAttention, q = q_proj(x); q *= self.scaling with scaling = head_dim ** -0.5, but then calls the kit's attention, which divides the scores by sqrt(d_k) again, so they are divided by d_k
# kind: public
# diagnosis: scale-dk, logit-ratio, ratio
import math

import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    head_dim = w_q.shape[-1] // n_heads
    scaling = head_dim ** -0.5
    q = x @ w_q
    q *= scaling
    q = split_heads(q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
