# track: numpy
# exercise: heads
# why: multi_head_self_attention returns x + merge_heads(heads) @ w_o, keeping the residual connection of the Transformer encoder layer it was copied from, so the output is the input plus the right output
# kind: relation
# diagnosis: added-input
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return x + merge_heads(heads) @ w_o, weights
