# track: numpy
# exercise: heads
# why: multi_head_self_attention computes the four projections in half precision, (x.astype(np.float16) @ w.astype(np.float16)).astype(x.dtype) ("mixed precision, as on a GPU"), so the dtype is kept but every output and weight carries float16 rounding
# kind: relation
# diagnosis: half-precision
import numpy as np


def _project(a, w):
    return (a.astype(np.float16) @ np.asarray(w).astype(np.float16)).astype(a.dtype)


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(_project(x, w_q), n_heads)
    k = split_heads(_project(x, w_k), n_heads)
    v = split_heads(_project(x, w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return _project(merge_heads(heads), w_o), weights
