# track: numpy
# exercise: heads
# why: multi_head_self_attention starts from q = k = v = None and fills them in a loop, for proj, w in zip((q, k, v), (w_q, w_k, w_v)): proj = split_heads(x @ w, n_heads); assigning to the loop variable only rebinds proj, never q, k or v, so attention is called with three Nones and every valid call raises
# kind: crash
# diagnosis: crash, none-argument
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = k = v = None
    for proj, w in zip((q, k, v), (w_q, w_k, w_v)):
        proj = split_heads(x @ w, n_heads)  # project, then cut into heads (..., H, T, d)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    return merge_heads(heads) @ w_o, weights
