# track: torch
# exercise: heads
# why: multi_head_self_attention multiplies its output by 0.1, the LayerScale factor (CaiT) that the student's transformer block applies to the attention branch, folded into the attention function itself; every output is 0.1 times the expected one (the weights are right)
# kind: relation
# diagnosis: ratio, ratio:constant
import torch

LAYER_SCALE_INIT = 0.1


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return LAYER_SCALE_INIT * (merge_heads(heads) @ w_o), weights
