# track: numpy
# exercise: heads
# why: multi_head_self_attention ends with return (r for r in (output, weights)) "so the caller unpacks lazily"; unpacking still works, but the result is a generator, not the (output, weights) tuple the contract asks for, and it can be read only once
# kind: rules
# diagnosis: not-a-pair
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    output = merge_heads(heads) @ w_o
    return (r for r in (output, weights))
