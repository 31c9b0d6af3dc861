# track: numpy
# exercise: heads
# why: multi_head_self_attention projects with np.inner(x, w) ("the inner product of each row with the weights"), but np.inner contracts the LAST axis of both, i.e. x @ w.T, so (D, H*d) weights raise unless D == H*d (and then project with the transpose)
# kind: crash
# diagnosis: dot-not-matmul, mhsa-wrong-projection, crash
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(np.inner(x, w_q), n_heads)
    k = split_heads(np.inner(x, w_k), n_heads)
    v = split_heads(np.inner(x, w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return np.inner(merge_heads(heads), w_o), weights
