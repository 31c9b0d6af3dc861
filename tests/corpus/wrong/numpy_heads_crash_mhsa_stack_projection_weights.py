# track: numpy
# exercise: heads
# why: multi_head_self_attention projects Q, K and V in one product, x @ np.stack([w_q, w_k, w_v]), and unpacks the result along axis 0; np.stack needs w_v to have w_q's shape, so valid projections with d_v != d_k raise ValueError, and with a batch axis the (B, T, D) x meets the (3, D, K) stack as a batch of 3, which fails unless B is 1 or 3
# kind: crash
# diagnosis: crash, fixed-leading-axes
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q, k, v = x @ np.stack([w_q, w_k, w_v])  # one product for the three projections
    q = split_heads(q, n_heads)
    k = split_heads(k, n_heads)
    v = split_heads(v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
