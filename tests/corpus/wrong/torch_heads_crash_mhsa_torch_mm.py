# track: torch
# exercise: heads
# why: multi_head_self_attention projects with torch.mm(x, w_q) (and likewise for w_k, w_v and w_o), the "matrix multiply" of the lesson's Q = X W_q; torch.mm only takes 2-D matrices, so every batched x raises RuntimeError
# kind: crash
# diagnosis: crash, fixed-ndim
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(torch.mm(x, w_q), n_heads)
    k = split_heads(torch.mm(x, w_k), n_heads)
    v = split_heads(torch.mm(x, w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return torch.mm(merge_heads(heads), w_o), weights
