# track: torch
# exercise: heads
# why: multi_head_self_attention runs only the output projection in bfloat16, (merge_heads(heads).to(torch.bfloat16) @ w_o.to(torch.bfloat16)).to(x.dtype) ("the last matmul is the biggest"), so the dtype is kept but every output carries bfloat16 rounding (the weights are exact)
# kind: relation
# diagnosis: half-precision
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    merged = merge_heads(heads)
    out = (merged.to(torch.bfloat16) @ w_o.to(torch.bfloat16)).to(x.dtype)
    return out, weights
