# track: torch
# exercise: scaling
# why: scaled_scores raises ValueError when there are more queries than keys (q.size(-2) > k.size(-2), "a causal query needs a key at its own position"), a self-attention assumption; cross-attention with T > S is valid and must be scored
# kind: error
# diagnosis: error-on-valid
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if q.size(-2) > k.size(-2):
        raise ValueError("more queries than keys: a causal query needs a key at its own position")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
