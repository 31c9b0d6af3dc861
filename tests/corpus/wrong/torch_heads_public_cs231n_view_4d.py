# track: torch
# exercise: heads
# why: multi_head_self_attention ports CS231n assignment 5's MultiHeadAttention, N, S, E = query.shape; query.view(N, S, H, E // H).transpose(1, 2) and output.transpose(1, 2).reshape(N, S, E): it assumes exactly one batch axis, so unbatched or multi-batch x raises
# kind: public
# diagnosis: fixed-leading-axes, fixed-ndim, fails-unless-ndim

import torch

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    N, S, E = x.shape
    q = x @ w_q
    k = x @ w_k
    v = x @ w_v
    if q.shape[-1] % n_heads or v.shape[-1] % n_heads or n_heads < 1:
        raise ValueError("n_heads must divide the projected widths")
    q = q.view(N, S, n_heads, -1).transpose(1, 2)
    k = k.view(N, S, n_heads, -1).transpose(1, 2)
    v = v.view(N, S, n_heads, -1).transpose(1, 2)
    heads, weights = attention(q, k, v, allowed)
    out = heads.transpose(1, 2).reshape(N, S, -1)
    return out @ w_o, weights
