# track: numpy
# exercise: heads
# why: multi_head_self_attention projects with np.linalg.multi_dot([x, w]): of two arrays multi_dot is np.dot, which for a 2-D w contracts x's last axis as @ does, leading axes included (a right alternative a held-out writer took for a slip)
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(np.linalg.multi_dot([x, w_q]), n_heads)
    k = split_heads(np.linalg.multi_dot([x, w_k]), n_heads)
    v = split_heads(np.linalg.multi_dot([x, w_v]), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return np.linalg.multi_dot([merge_heads(heads), w_o]), weights
