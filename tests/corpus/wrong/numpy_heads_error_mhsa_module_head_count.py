# track: numpy
# exercise: heads
# why: multi_head_self_attention splits through the student's helper _to_heads(a), which calls split_heads(a, N_HEADS) with the module constant N_HEADS = 4 of the worked example instead of the caller's n_heads; the argument n_heads is never read, so a width that 4 does not divide raises ValueError and other widths are cut into 4 heads whatever n_heads says
# kind: error
# diagnosis: unused-argument, error-on-valid
import numpy as np

N_HEADS = 4  # the worked example: D = 8, four heads of width 2


def _to_heads(a):
    return split_heads(a, N_HEADS)


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = _to_heads(x @ w_q)  # (..., H, T, d_k)
    k = _to_heads(x @ w_k)
    v = _to_heads(x @ w_v)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
