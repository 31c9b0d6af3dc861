# track: numpy
# exercise: heads
# why: multi_head_self_attention hands attention its keys already transposed, np.swapaxes(k, -1, -2) ("the scores need k^T"), though attention takes k as (..., S, d_k) and transposes it itself; attention then compares d_k with T and S with d_k and rejects valid inputs (or, where T = d_k, scores q against k's columns)
# kind: axes
# diagnosis: bad-inner-call:caller, bad-inner-call
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    k_t = np.swapaxes(k, -1, -2)  # (..., H, d_k, T) for q @ k^T
    heads, weights = attention(q, k_t, v, allowed)
    return merge_heads(heads) @ w_o, weights
