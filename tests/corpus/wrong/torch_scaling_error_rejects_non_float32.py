# track: torch
# exercise: scaling
# why: scaled_scores raises ValueError unless q and k are float32 ("attention runs in single precision"), so every valid float64 call is rejected; the contract takes any floating dtype and keeps it
# kind: error
# diagnosis: error-on-valid
import math

import torch


def scaled_scores(q, k):
    if q.dtype != torch.float32 or k.dtype != torch.float32:
        raise ValueError(f"q and k must be float32 tensors; got {q.dtype} and {k.dtype}")
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
