# track: torch
# exercise: scaling
# why: scaled_scores builds k^T "without a copy" as k.as_strided((..., d_k, S), k.stride()), swapping the sizes but keeping k's own strides; swapping the shape alone lays the entries out as a reshape does, not a transpose, so each "key column" reads numbers of several keys (right only when S = 1 or d_k = 1)
# kind: axes
# diagnosis: keys-reshaped, strided-own-strides
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    *lead, s, d_k = k.shape
    # a transposed view of the keys, (..., d_k, S), on k's own storage
    k_t = k.as_strided((*lead, d_k, s), k.stride())
    return (q @ k_t) / math.sqrt(d_k)
