# track: torch
# exercise: scaling
# why: scaled_scores ports ScaledDotProductAttention of jadore801120/attention-is-all-you-need-pytorch, torch.matmul(q / self.temperature, k.transpose(2, 3)) with temperature = d_k ** 0.5, keeping transpose(2, 3), written for (batch, heads, len, d_k); 2-D and 3-D keys raise IndexError and only 4-D inputs work
# kind: public
# diagnosis: fixed-leading-axes, fixed-ndim
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    temperature = q.shape[-1] ** 0.5
    return torch.matmul(q / temperature, k.transpose(2, 3))
