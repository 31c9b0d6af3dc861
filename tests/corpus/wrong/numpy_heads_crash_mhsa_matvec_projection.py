# track: numpy
# exercise: heads
# why: multi_head_self_attention projects with NumPy 2.2's np.matvec(w_q, x) ("the weight matrix times every token vector", the W x column convention of the papers), but the kit's rows are vectors and w_q is (D, H*d_k): matvec's (m, n),(n) signature meets x's D features with w_q's H*d_k columns, so every call with H*d_k != D raises ValueError (and square weights give x @ w.T)
# kind: crash
# diagnosis: matmul-mismatch, crash
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(np.matvec(w_q, x), n_heads)  # W x for every token
    k = split_heads(np.matvec(w_k, x), n_heads)
    v = split_heads(np.matvec(w_v, x), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return np.matvec(w_o, merge_heads(heads)), weights
