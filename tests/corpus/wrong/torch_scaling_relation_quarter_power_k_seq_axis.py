# track: torch
# exercise: scaling
# why: scaled_scores splits the scale between the operands, (q / q.shape[-1] ** 0.25) @ (k / k.shape[-2] ** 0.25).mT, but reads the keys' width from shape[-2], which is S, so the scores are divided by (d_k * S) ** 0.25 instead of sqrt(d_k)
# kind: relation
# diagnosis: ratio, ratio:trend-d_k
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q / q.shape[-1] ** 0.25) @ (k / k.shape[-2] ** 0.25).mT
