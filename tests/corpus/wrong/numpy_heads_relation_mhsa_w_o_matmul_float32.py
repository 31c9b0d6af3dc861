# track: numpy
# exercise: heads
# why: multi_head_self_attention applies the output projection with np.matmul(merged, w_o, dtype=np.float32) "as the fused kernel does" and casts back with .astype(x.dtype), so float64 inputs get an output rounded to float32 (the weights stay exact)
# kind: relation
# diagnosis: float32-precision
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    out = np.matmul(merge_heads(heads), w_o, dtype=np.float32).astype(x.dtype)
    return out, weights
