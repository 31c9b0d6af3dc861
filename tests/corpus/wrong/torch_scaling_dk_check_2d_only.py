# track: torch
# exercise: scaling
# why: scaled_scores only checks d_k for 2-D inputs (if q.dim() == 2 and q.shape[1] != k.shape[1]), so batched q and k with different widths reach the matmul and raise RuntimeError instead of ValueError; and a 2-D q with batched keys compares k.shape[1] (S) to d_k, so valid inputs raise
# kind: inputs-errors
# diagnosis: error-not-valueerror, error-on-valid
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.dim() == 2 and q.shape[1] != k.shape[1]:
        raise ValueError(f"d_k differs: {q.shape[1]} vs {k.shape[1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
