# track: numpy
# exercise: heads
# why: multi_head_self_attention writes each projection into a preallocated buffer, np.matmul(x, w, out=np.empty_like(x)) ("no temporaries"), sized like x (..., T, D) where the product is (..., T, H*d_k) or (..., T, H*d_v), so every call whose projected width differs from D raises ValueError
# kind: crash
# diagnosis: out-buffer-shape, crash
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    projected = []
    for w in (w_q, w_k, w_v):
        buf = np.empty_like(x)
        np.matmul(x, w, out=buf)
        projected.append(split_heads(buf, n_heads))
    q, k, v = projected
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
