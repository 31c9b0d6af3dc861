# track: torch
# exercise: scaling
# why: scaled_scores calls torch.set_grad_enabled(False) as a plain statement "scores are only compared, not trained" and never switches it back, so its scores carry no graph (no gradient to q or k) and autograd stays off for everything the caller computes afterwards
# kind: rules
# diagnosis: no-gradient
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    torch.set_grad_enabled(False)
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
