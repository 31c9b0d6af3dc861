# track: torch
# exercise: heads
# why: ports the projections to nn.Linear layers and loads them with lin.weight = nn.Parameter(w.T), which makes new leaves: the values are right but no gradient reaches w_q, w_k, w_v or w_o
# kind: autograd
# diagnosis: no-gradient

from torch import nn


def _linear_from(w):
    lin = nn.Linear(w.shape[0], w.shape[1], bias=False, device=w.device, dtype=w.dtype)
    lin.weight = nn.Parameter(w.T)
    return lin


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(_linear_from(w_q)(x), n_heads)
    k = split_heads(_linear_from(w_k)(x), n_heads)
    v = split_heads(_linear_from(w_v)(x), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return _linear_from(w_o)(merge_heads(heads)), weights
