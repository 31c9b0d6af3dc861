# track: numpy
# exercise: heads
# why: multi_head_self_attention unpacks its three projections as q, v, k = [split_heads(x @ w, n_heads) for w in (w_q, w_k, w_v)], the names in the wrong order, so the keys are made with w_v and the values with w_k: every head attends with the value projection as keys and mixes the key projection as values (and the d_k check raises when d_v != d_k)
# kind: relation
# diagnosis: mhsa-wrong-projection
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q, v, k = [split_heads(x @ w, n_heads) for w in (w_q, w_k, w_v)]
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
