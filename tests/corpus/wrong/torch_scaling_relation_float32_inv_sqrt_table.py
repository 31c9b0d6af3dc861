# track: torch
# exercise: scaling
# why: scaled_scores multiplies by a precomputed module-level torch.tensor(1 / math.sqrt(d_k)) table entry built once for d_k up to 1024 ("cheaper than a sqrt per call"); the table is float32 on the CPU, so float64 scores are scaled by a single-precision number
# kind: relation
# diagnosis: scale-float32, float32-precision
import math

import torch

_INV_SQRT = torch.tensor([0.0] + [1.0 / math.sqrt(d) for d in range(1, 1025)])


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    scale = _INV_SQRT[d_k] if d_k < len(_INV_SQRT) else 1.0 / math.sqrt(d_k)
    return (q @ k.transpose(-2, -1)) * scale.to(q.device) if torch.is_tensor(scale) else (q @ k.transpose(-2, -1)) * scale
