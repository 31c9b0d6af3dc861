# track: torch
# exercise: scaling
# why: scaled_scores scales the queries in place first, q.mul_(d_k ** -0.5) ("scale the smaller operand, as fairseq does"), which changes the caller's q (and refuses a leaf that requires grad)
# kind: rules
# diagnosis: input-changed, in-place-autograd

import torch

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q = q.mul_(q.shape[-1] ** -0.5)
    return q @ k.transpose(-2, -1)
