# track: torch
# exercise: scaling
# why: scaled_scores raises TypeError('q and k are not compatible') for mismatched widths, reading a shape mismatch as 'the wrong kind of input'; the contract asks for ValueError
# kind: error
# diagnosis: error-not-valueerror
import math
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise TypeError(f"q and k are not compatible: d_k {q.shape[-1]} vs {k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
