# track: torch
# exercise: scaling
# why: scaled_scores raises ValueError unless q and k are in torch.get_default_dtype() ("inputs must use the default float type"), which is float32, so every valid float64 call is rejected
# kind: error
# diagnosis: error-on-valid
import math

import torch


def scaled_scores(q, k):
    default = torch.get_default_dtype()
    if q.dtype != default or k.dtype != default:
        raise ValueError(f"q and k must be {default}; got {q.dtype} and {k.dtype}")
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
