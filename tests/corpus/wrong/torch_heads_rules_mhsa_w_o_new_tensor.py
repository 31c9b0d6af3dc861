# track: torch
# exercise: heads
# why: multi_head_self_attention brings the output projection to x's dtype and device with w_o = x.new_tensor(w_o) before using it; new_tensor always copies the data into a fresh tensor outside autograd, so the output is right but no gradient reaches w_o
# kind: rules
# diagnosis: no-gradient, gradient-differs
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    w_o = x.new_tensor(w_o)  # same dtype and device as x
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
