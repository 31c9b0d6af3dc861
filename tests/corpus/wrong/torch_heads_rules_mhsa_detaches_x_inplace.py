# track: torch
# exercise: heads
# why: multi_head_self_attention calls x.detach_() first ("x is the input data, not a parameter", the h.detach_() idiom of truncated backpropagation); detach_ works in place, so the caller's own x is cut from its graph and loses requires_grad: the values are right, but no gradient reaches x
# kind: rules
# diagnosis: no-gradient, input-flag-changed
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x.detach_()
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
