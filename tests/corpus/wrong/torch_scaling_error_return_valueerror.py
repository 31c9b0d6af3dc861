# track: torch
# exercise: scaling
# why: scaled_scores writes its d_k check as "return ValueError(...)" where raise was meant, so queries and keys of different widths come back as a ValueError object instead of raising
# kind: error
# diagnosis: error-not-raised
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        return ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
