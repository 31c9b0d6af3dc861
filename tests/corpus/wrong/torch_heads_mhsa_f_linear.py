# track: torch
# exercise: heads
# why: multi_head_self_attention projects with F.linear(x, w), i.e. x @ w.T (nn.Linear's (out, in) layout), not x @ w
# kind: axes
# diagnosis: mhsa-wrong-projection, matmul-mismatch

import torch.nn.functional as F


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(F.linear(x, w_q), n_heads)
    k = split_heads(F.linear(x, w_k), n_heads)
    v = split_heads(F.linear(x, w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return F.linear(merge_heads(heads), w_o), weights
