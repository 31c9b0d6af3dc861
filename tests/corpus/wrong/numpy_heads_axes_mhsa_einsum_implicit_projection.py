# track: numpy
# exercise: heads
# why: multi_head_self_attention projects with np.einsum("...td,dk", x, w) and no "->...tk"; implicit mode puts the free letters in alphabetical order, k before t, so every projection comes back (..., H*d, T), the products with their last two axes swapped, and split_heads cuts the positions into heads (raising ValueError for valid inputs whose T the head count does not divide, and failing at w_o otherwise)
# kind: axes
# diagnosis: transposed, bad-inner-call, crash
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)

    def project(w):
        return np.einsum("...td,dk", x, w)  # meant: (..., T, H*d)

    q = split_heads(project(w_q), n_heads)
    k = split_heads(project(w_k), n_heads)
    v = split_heads(project(w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
