# track: torch
# exercise: heads
# why: multi_head_self_attention projects with torch.tensordot(x, w) ("contract x's features with w's rows"), leaving dims at its default 2, which contracts the last TWO axes of x (T, D) with the first two of w; the sizes line up only where T = D, and there the projection is a 0-d tensor that split_heads rejects; elsewhere every valid call raises RuntimeError (the writer's why said every call raises; corrected on reading)
# kind: crash
# diagnosis: crash, matmul-mismatch, bad-inner-call
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(torch.tensordot(x, w_q), n_heads)
    k = split_heads(torch.tensordot(x, w_k), n_heads)
    v = split_heads(torch.tensordot(x, w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return torch.tensordot(merge_heads(heads), w_o), weights
