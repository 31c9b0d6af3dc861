# track: numpy
# exercise: heads
# why: multi_head_self_attention checks the mask itself with "if allowed is not None and np.asarray(allowed).dtype != bool: raise ValueError" ("a mask is bools"), so the valid 0/1 integer masks the contract allows are rejected in multi-head attention
# kind: error
# diagnosis: error-on-valid, fails-with-01-masks
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    if allowed is not None and np.asarray(allowed).dtype != bool:
        raise ValueError(f"allowed must be a bool mask; got dtype {np.asarray(allowed).dtype}")
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
