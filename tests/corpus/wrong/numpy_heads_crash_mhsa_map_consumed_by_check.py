# track: numpy
# exercise: heads
# why: multi_head_self_attention makes the three projections lazily, heads = map(lambda w: split_heads(x @ w, n_heads), (w_q, w_k, w_v)), checks them with all(h.ndim >= 3 for h in heads) and then unpacks q, k, v = heads; the check has already used up the map, so every valid call raises ValueError ("not enough values to unpack")
# kind: crash
# diagnosis: crash, error-on-valid
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    heads = map(lambda w: split_heads(x @ w, n_heads), (w_q, w_k, w_v))
    if not all(h.ndim >= 3 for h in heads):
        raise ValueError("the projections must give (..., H, T, d_h) heads")
    q, k, v = heads
    out, weights = attention(q, k, v, allowed)
    return merge_heads(out) @ w_o, weights
