# track: torch
# exercise: heads
# why: multi_head_self_attention registers its projection matrices the way an nn.Module's __init__ does, w = torch.nn.Parameter(w) for w_q, w_k, w_v and w_o, before using them; each Parameter is a new leaf built from the data, so the output and weights are right but no gradient reaches the caller's w_q, w_k, w_v or w_o
# kind: rules
# diagnosis: no-gradient, gradient-differs
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    w_q, w_k, w_v, w_o = (torch.nn.Parameter(w) for w in (w_q, w_k, w_v, w_o))
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
