# track: torch
# exercise: scaling
# why: scaled_scores checks the widths with torch._check_value(q.shape[-1] != k.shape[-1], lambda: "...differ"), writing the condition that should raise, as for "if ...: raise"; _check_value raises when its condition is False (it asserts the condition), so every valid call with equal widths raises ValueError and a real mismatch passes on to @ (RuntimeError)
# kind: error
# diagnosis: error-on-valid, error-not-valueerror
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    torch._check_value(
        q.shape[-1] != k.shape[-1],
        lambda: f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}",
    )
    return q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
