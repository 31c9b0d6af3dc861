# track: torch
# exercise: scaling
# why: scaled_scores divides by sqrt(d_k) with sqrt imported from cmath instead of math (from cmath import sqrt, picked from the editor's completions); cmath.sqrt returns a Python complex even for a positive number, and dividing a real tensor by a complex scalar gives a complex64 / complex128 tensor, so every score comes back complex and attention and multi_head_self_attention fail or go complex through it
# kind: knockon
# diagnosis: dtype-changed
from cmath import sqrt

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes;"
            f" got {tuple(q.shape)} and {tuple(k.shape)}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(
            f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]};"
            f" shapes {tuple(q.shape)} and {tuple(k.shape)}"
        )
    return (q @ k.transpose(-2, -1)) / sqrt(q.shape[-1])
