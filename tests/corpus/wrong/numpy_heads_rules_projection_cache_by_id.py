# track: numpy
# exercise: heads
# why: multi_head_self_attention caches the three projections in a module dict keyed by (id(x), id(w_q), id(w_k), id(w_v)) "to skip recomputing Q, K, V for the same input", so an array whose values changed between calls (or a new array that reuses a freed id) gets the old projections
# kind: rules
# diagnosis: stale-result
import numpy as np

_PROJ_CACHE = {}


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    key = (id(x), id(w_q), id(w_k), id(w_v), n_heads)
    if key not in _PROJ_CACHE:
        _PROJ_CACHE[key] = (
            split_heads(x @ w_q, n_heads),
            split_heads(x @ w_k, n_heads),
            split_heads(x @ w_v, n_heads),
        )
    q, k, v = _PROJ_CACHE[key]
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
