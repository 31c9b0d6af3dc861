# track: torch
# exercise: heads
# why: multi_head_self_attention projects with torch.bmm(x, w_q) ("batched matmul for batched x"), but bmm needs two 3-D tensors with the same batch size, and the weights are 2-D (D, H*d), so every call raises RuntimeError
# kind: crash
# diagnosis: crash, matmul-mismatch
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(torch.bmm(x, w_q), n_heads)
    k = split_heads(torch.bmm(x, w_k), n_heads)
    v = split_heads(torch.bmm(x, w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return torch.bmm(merge_heads(heads), w_o), weights
