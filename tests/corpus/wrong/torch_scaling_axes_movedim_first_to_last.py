# track: torch
# exercise: scaling
# why: scaled_scores transposes the keys with k.movedim(0, -1), "move the key axis behind the features", which is the transpose only for 2-D keys; with a batch or head axis it moves the batch axis to the end, (B, S, d_k) -> (S, d_k, B), so batched scores pair the wrong axes or raise
# kind: axes
# diagnosis: fixed-ndim, crash, matmul-mismatch, fails-unless-ndim
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.movedim(0, -1)) / math.sqrt(q.shape[-1])
