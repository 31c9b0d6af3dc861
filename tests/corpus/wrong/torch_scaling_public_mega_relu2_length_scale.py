# track: torch
# exercise: scaling
# why: scaled_scores takes its scale from Mega's relu2 / laplace attention (fairseq's MovingAverageGatedAttention, qk = bmm(q, k^T) * len_scale with len_scale = 1 / slen), dividing the dot products by the number of keys S instead of by sqrt(d_k), so every score is sqrt(d_k) / S times the expected one
# kind: public
# diagnosis: scale-seq-len, ratio
import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    slen = k.size(-2)
    len_scale = 1.0 / slen
    qk = torch.matmul(q, k.transpose(-2, -1)) * len_scale
    return qk
