# track: torch
# exercise: heads
# why: multi_head_self_attention runs its projections and attention inside torch.autocast(device_type=x.device.type) "for fast mixed precision"; on the CPU autocast runs every matmul in bfloat16, so float32 and float64 inputs give bfloat16 outputs and weights, with bfloat16 rounding
# kind: rules
# diagnosis: dtype-changed, half-precision
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    with torch.autocast(device_type=x.device.type):
        q = split_heads(x @ w_q, n_heads)
        k = split_heads(x @ w_k, n_heads)
        v = split_heads(x @ w_v, n_heads)
        heads, weights = attention(q, k, v, allowed)
        out = merge_heads(heads) @ w_o
    return out, weights
