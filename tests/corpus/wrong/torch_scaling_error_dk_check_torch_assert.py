# track: torch
# exercise: scaling
# why: scaled_scores checks the widths with torch._assert(q.shape[-1] == k.shape[-1], "d_k of q and k differ"), the traceable assert of torchvision-style code, which raises AssertionError, so queries and keys of different widths raise AssertionError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    torch._assert(q.shape[-1] == k.shape[-1], "d_k of q and k differ")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
