# track: torch
# exercise: heads
# why: multi_head_self_attention ends with yield output; yield weights ("stream the two results"), which makes the whole function a generator: calls return a generator object, not the (output, weights) tuple, and nothing is computed (or checked) until it is iterated
# kind: rules
# diagnosis: not-a-pair
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    yield merge_heads(heads) @ w_o
    yield weights
