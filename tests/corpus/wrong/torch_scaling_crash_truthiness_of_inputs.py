# track: torch
# exercise: scaling
# why: scaled_scores starts with "if not q or not k: raise ValueError('q and k must not be empty')", a truth test on whole tensors; PyTorch refuses a single boolean for a tensor of more than one value (RuntimeError, ambiguous), so every valid call raises
# kind: crash
# diagnosis: ambiguous-truth, crash
import math

import torch


def scaled_scores(q, k):
    if not q or not k:
        raise ValueError("q and k must not be empty")
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
