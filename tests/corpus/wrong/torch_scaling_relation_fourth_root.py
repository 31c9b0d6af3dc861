# track: torch
# exercise: scaling
# why: scaled_scores multiplies by q.size(-1) ** -0.25 once, copying the quarter power that Whisper applies to q and to k separately, so the scores are divided by the fourth root of d_k instead of its square root
# kind: relation
# diagnosis: ratio, ratio:trend-d_k
import torch


def scaled_scores(q, k):

    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")

    return (q @ k.transpose(-2, -1)) * q.size(-1) ** -0.25
