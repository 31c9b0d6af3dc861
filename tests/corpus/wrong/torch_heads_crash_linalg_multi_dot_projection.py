# track: torch
# exercise: heads
# why: multi_head_self_attention projects with torch.linalg.multi_dot([x, w_q]) ("the optimal-order chain product"), which accepts only 2-D matrices (1-D at the ends), so batched x (..., T, D) raises RuntimeError
# kind: crash
# diagnosis: fixed-ndim, crash
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(torch.linalg.multi_dot([x, w_q]), n_heads)
    k = split_heads(torch.linalg.multi_dot([x, w_k]), n_heads)
    v = split_heads(torch.linalg.multi_dot([x, w_v]), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
