# track: numpy
# exercise: heads
# why: multi_head_self_attention projects with np.inner(x, w_q) ("inner product of each row with the weights"), but np.inner sums over the LAST axis of both arrays, i.e. x @ w.T: it raises when D != H*d_k and uses the weights transposed when they happen to be square
# kind: crash
# diagnosis: matmul-mismatch, dot-not-matmul, crash
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(np.inner(x, w_q), n_heads)
    k = split_heads(np.inner(x, w_k), n_heads)
    v = split_heads(np.inner(x, w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return np.inner(merge_heads(heads), w_o), weights
