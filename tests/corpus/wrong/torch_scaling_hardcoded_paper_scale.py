# track: torch
# exercise: scaling
# why: scaled_scores divides by 8.0, "sqrt(d_k) with d_k = 64 as in the paper", a hard-coded constant instead of sqrt of the actual d_k
# kind: relation
# diagnosis: ratio:constant,ratio
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} vs {k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / 8.0
