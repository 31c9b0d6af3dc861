# track: torch
# exercise: scaling
# why: scaled_scores returns raw.new_tensor(raw / sqrt(d_k)) "to get a fresh tensor with the inputs' dtype and device", but new_tensor copies the data out of the graph, so no gradient reaches q or k
# kind: rules
# diagnosis: no-gradient
import math

import torch

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    raw = q @ k.transpose(-2, -1)
    return raw.new_tensor(raw / math.sqrt(q.shape[-1]))
