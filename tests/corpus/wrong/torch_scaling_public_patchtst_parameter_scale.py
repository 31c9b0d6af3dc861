# track: torch
# exercise: scaling
# why: scaled_scores ports PatchTST's _ScaledDotProductAttention, self.scale = nn.Parameter(torch.tensor(head_dim ** -0.5), requires_grad=lsa) with lsa=False, then attn_scores = torch.matmul(q, k) * self.scale; torch.tensor makes the scale a float32 0-d tensor, which keeps float64 scores float64 but multiplies them by 1/sqrt(d_k) rounded to float32
# kind: public
# diagnosis: scale-float32, float32-precision
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    head_dim = q.shape[-1]
    scale = torch.nn.Parameter(torch.tensor(head_dim ** -0.5), requires_grad=False)  # lsa=False
    return torch.matmul(q, k.transpose(-2, -1)) * scale
