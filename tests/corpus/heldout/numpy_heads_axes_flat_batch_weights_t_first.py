# track: numpy
# exercise: heads
# why: multi_head_self_attention folds x's leading axes into one batch axis, x.reshape(-1, T, D), and unfolds the results at the end, but gives the weights the sizes (*lead, T, H, T) in the order of the merged output instead of (*lead, H, T, T); the reshape keeps the entries in their (H, T, T) order, so the weights come back cut into the wrong shape
# kind: axes
# diagnosis: reshaped-sizes, permuted
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    *lead, t, d = x.shape
    flat = x.reshape(-1, t, d)  # (B, T, D), B = every leading axis together
    q = split_heads(flat @ w_q, n_heads)
    k = split_heads(flat @ w_k, n_heads)
    v = split_heads(flat @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)  # (B, H, T, d_v), (B, H, T, T)
    out = merge_heads(heads) @ w_o  # (B, T, D)
    return out.reshape(*lead, t, out.shape[-1]), weights.reshape(*lead, t, n_heads, t)
