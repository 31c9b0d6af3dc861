# track: torch
# exercise: scaling
# why: scaled_scores transposes the keys with k.transpose(0, -1), which is the last two axes only for 2-D keys; batched keys (B, S, d_k) become (d_k, S, B), so batched calls fail or pair the wrong axes
# kind: axes
# diagnosis: fixed-leading-axes, transpose-all-axes, matmul-mismatch
import math

import torch

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")

    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(0, -1)) / math.sqrt(q.shape[-1])
