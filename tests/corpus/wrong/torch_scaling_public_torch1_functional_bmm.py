# track: torch
# exercise: scaling
# why: scaled_scores ports PyTorch 1.x's torch.nn.functional._scaled_dot_product_attention, B, Nt, E = q.shape; q = q / math.sqrt(E); attn = torch.bmm(q, k.transpose(-2, -1)), written for 3-D (batch*heads, T, E) inputs: unbatched 2-D and 4-D inputs raise, and broadcasting batches are refused
# kind: public
# diagnosis: fixed-ndim, fails-with-leading-axes, crash
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    B, Nt, E = q.shape
    q = q / math.sqrt(E)
    return torch.bmm(q, k.transpose(-2, -1))
