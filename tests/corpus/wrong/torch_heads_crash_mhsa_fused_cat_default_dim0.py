# track: torch
# exercise: heads
# why: multi_head_self_attention fuses the projections as w_qkv = torch.cat((w_q, w_k, w_v)) "one matmul instead of three", but cat's default dim=0 stacks the matrices row-wise into (3D, ...) (or refuses when d_v != d_k), so x @ w_qkv raises on every valid input
# kind: crash
# diagnosis: matmul-mismatch, crash
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    w_qkv = torch.cat((w_q, w_k, w_v))
    qkv = x @ w_qkv
    q, k, v = qkv.split([w_q.shape[-1], w_k.shape[-1], w_v.shape[-1]], dim=-1)
    q, k, v = (split_heads(t, n_heads) for t in (q, k, v))
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
