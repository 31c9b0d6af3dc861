# track: numpy
# exercise: heads
# why: multi_head_self_attention works out the head width d_h = w_q.shape[1] // n_heads and then passes it to split_heads as the head count, split_heads(x @ w_q, d_h), so the projections are cut into d_h heads of width n_heads instead of n_heads heads of width d_h
# kind: axes
# diagnosis: split-sizes-swapped, argument-derived
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    d_h = w_q.shape[1] // n_heads  # width of one head
    q = split_heads(x @ w_q, d_h)
    k = split_heads(x @ w_k, d_h)
    v = split_heads(x @ w_v, d_h)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
