# track: torch
# exercise: scaling
# why: scaled_scores transposes the keys with k.transpose(-1), naming only the axis to move as if transpose swapped it with the last by itself; Tensor.transpose needs both dims, so every valid call raises TypeError (missing "dim1")
# kind: crash
# diagnosis: crash
import math


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-1)) / math.sqrt(q.shape[-1])
