# track: numpy
# exercise: heads
# why: multi_head_self_attention adds the block's residual connection in place, x += merged @ w_o, and returns x: the caller's x is overwritten with the output, and the output is x plus the attention result
# kind: rules
# diagnosis: input-changed, added-input

import numpy as np

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    x += merge_heads(heads) @ w_o
    return x, weights
