# track: torch
# exercise: scaling
# why: scaled_scores checks the widths with torch._check(q.shape[-1] == k.shape[-1], lambda: ...), the checker PyTorch's own operators use, which raises RuntimeError, so queries and keys of different d_k raise RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


def scaled_scores(q, k):
    torch._check(q.dim() >= 2 and k.dim() >= 2, lambda: f"q and k need 2 axes; got {tuple(q.shape)}, {tuple(k.shape)}")
    torch._check(q.shape[-1] == k.shape[-1], lambda: f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
