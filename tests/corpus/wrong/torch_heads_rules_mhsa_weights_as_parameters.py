# track: torch
# exercise: heads
# why: multi_head_self_attention wraps its four matrices as torch.nn.Parameter(w) "as nn.Linear stores its weights"; a Parameter is a new leaf made from the data, so no gradient reaches the caller's w_q, w_k, w_v and w_o (and the outputs require grad even when no input does)
# kind: rules
# diagnosis: no-gradient
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    w_q, w_k, w_v, w_o = (torch.nn.Parameter(w) for w in (w_q, w_k, w_v, w_o))
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
