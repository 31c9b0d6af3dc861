# track: torch
# exercise: scaling
# why: scaled_scores divides by torch.sqrt(q.shape[-1]), handing torch.sqrt a Python int where it takes a tensor, so every valid call raises TypeError
# kind: crash
# diagnosis: crash
import torch


def scaled_scores(q, k):

    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")

    return (q @ k.transpose(-2, -1)) / torch.sqrt(q.shape[-1])
