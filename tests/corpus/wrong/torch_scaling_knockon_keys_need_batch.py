# track: torch
# exercise: scaling
# why: scaled_scores refuses 2-D keys with queries that have batch axes (ValueError unless k.dim() == q.dim(), "keys must have a batch axis per query batch"), so shared keys are rejected and attention with shared keys fails through it
# kind: knockon
# diagnosis: error-on-valid, fails-with-leading-axes, bad-inner-call
import math

import torch

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")

    if q.dim() != k.dim():
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} need the same number of axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
