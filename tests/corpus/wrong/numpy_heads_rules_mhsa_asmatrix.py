# track: numpy
# exercise: heads
# why: multi_head_self_attention does the output projection in matrix algebra, np.asmatrix(merge_heads(heads)) * np.asmatrix(w_o) ("rows are vectors, so * is the matrix product"), so for a 2-D x it returns an np.matrix instead of a plain ndarray, and for a batched x asmatrix raises
# kind: rules
# diagnosis: wrong-array-type
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    out = np.asmatrix(merge_heads(heads)) * np.asmatrix(w_o)  # (T, D)
    return out, weights
