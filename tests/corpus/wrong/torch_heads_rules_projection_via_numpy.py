# track: torch
# exercise: heads
# why: multi_head_self_attention does its four projections in NumPy, torch.from_numpy(x.detach().numpy() @ w.detach().numpy()) ("BLAS is faster there"), so the output and weights are cut off from autograd: no gradient reaches x or the weights
# kind: rules
# diagnosis: no-gradient
import torch


def _project(a, w):
    return torch.from_numpy(a.detach().cpu().numpy() @ w.detach().cpu().numpy()).to(a.device)


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(_project(x, w_q), n_heads)
    k = split_heads(_project(x, w_k), n_heads)
    v = split_heads(_project(x, w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return _project(merge_heads(heads), w_o), weights
