# track: torch
# exercise: mixture
# why: weighted_mixture and scaled_scores share the student's helper _bmm(a, b), which expands both operands to their common leading axes, flattens those with .view(-1, m, n) for torch.bmm and views the result back; .view cannot merge axes whose strides do not line up, which an expanded length-1 axis (a broadcast) or a transposed input (the heads from split_heads, the keys' .mT) gives, so valid broadcasting or multi-head calls of both functions raise RuntimeError
# kind: crash
# diagnosis: view-not-contiguous, crash
import math

import torch


def _bmm(a, b):
    lead = torch.broadcast_shapes(a.shape[:-2], b.shape[:-2])
    a = a.expand(*lead, *a.shape[-2:])
    b = b.expand(*lead, *b.shape[-2:])
    out = torch.bmm(a.view(-1, *a.shape[-2:]), b.view(-1, *b.shape[-2:]))
    return out.view(*lead, a.shape[-2], b.shape[-1])


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
        )
    return _bmm(weights, values)


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return _bmm(q, k.mT) / math.sqrt(q.shape[-1])
