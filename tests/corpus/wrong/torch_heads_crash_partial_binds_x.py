# track: torch
# exercise: heads
# why: multi_head_self_attention prepares its splitter with functools.partial(split_heads, n_heads), believing partial fills in the second parameter; partial binds the FIRST, so split_heads receives n_heads as x and the projection as n_heads, and every call raises AttributeError (an int has no dim)
# kind: crash
# diagnosis: crash
import functools

import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    split = functools.partial(split_heads, n_heads)
    q = split(x @ w_q)
    k = split(x @ w_k)
    v = split(x @ w_v)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
