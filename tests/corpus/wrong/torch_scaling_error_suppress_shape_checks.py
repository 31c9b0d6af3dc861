# track: torch
# exercise: scaling
# why: scaled_scores wraps its rank and width checks in "with contextlib.suppress(ValueError):" together with a float() conversion of the scale it wanted to guard, so its own ValueErrors are swallowed: a d_k mismatch reaches the product and raises RuntimeError, and 1-D queries are not rejected
# kind: error
# diagnosis: error-not-valueerror, error-not-raised
import contextlib
import math

import torch


def scaled_scores(q, k):
    scale = 1.0
    with contextlib.suppress(ValueError):  # a strange width must not stop the product
        if q.dim() < 2 or k.dim() < 2:
            raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
        if q.shape[-1] != k.shape[-1]:
            raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
        scale = float(math.sqrt(q.shape[-1]))
    return (q @ k.transpose(-2, -1)) / scale
