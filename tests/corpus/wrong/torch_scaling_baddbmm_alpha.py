# track: torch
# exercise: scaling
# why: scaled_scores follows the Hugging Face GPT-2/BLOOM trick torch.baddbmm(empty, q, k^T, beta=0, alpha=1/sqrt(d_k)), but baddbmm only takes 3-D tensors with equal batches, so 2-D, 4-D and broadcasting inputs raise
# kind: public-code
# diagnosis: fixed-ndim,crash
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} vs {k.shape[-1]}")
    out = torch.empty(q.shape[0], q.shape[-2], k.shape[-2], dtype=q.dtype, device=q.device)
    return torch.baddbmm(out, q, k.transpose(-2, -1), beta=0.0, alpha=1.0 / math.sqrt(q.shape[-1]))
