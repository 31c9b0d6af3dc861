# track: numpy
# exercise: heads
# why: multi_head_self_attention returns np.moveaxis(weights, -3, 0) "so that weights[h] is head h's map", moving the heads axis to the front; that is the contract's (..., H, T, T) only for an unbatched x, so batched weights come back (H, B, T, T)
# kind: axes
# diagnosis: permuted, fails-with-leading-axes
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, np.moveaxis(weights, -3, 0)
