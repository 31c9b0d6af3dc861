# track: torch
# exercise: scaling
# why: scaled_scores takes the square root with decimal.Decimal(d_k).sqrt() "for a correctly rounded scale" and divides the score tensor by that Decimal; torch has no operator for a Decimal operand, so every valid call raises TypeError, and attention and multi-head attention fail with it
# kind: knockon
# diagnosis: crash
import decimal
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = decimal.Decimal(q.shape[-1]).sqrt()
    return (q @ k.transpose(-2, -1)) / scale
