# track: torch
# exercise: scaling
# why: scaled_scores ports Linformer's low-rank keys, projecting the S keys down to k = 4 "landmark" keys along the sequence axis (the projection E taken as average pooling, F.adaptive_avg_pool1d over S) before q @ k^T, so it returns (..., T, 4) scores of pooled keys instead of one score per key (..., T, S)
# kind: public
# diagnosis: axis-reduced, cut-short, keys-pooled
import math

import torch
import torch.nn.functional as F

_K_PROJ = 4  # Linformer's projected length k


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    lead, s, d = k.shape[:-2], k.shape[-2], k.shape[-1]
    # E k: pool the sequence axis of the keys down to _K_PROJ positions
    k_cols = k.transpose(-2, -1).reshape(-1, d, s)
    k_proj = F.adaptive_avg_pool1d(k_cols, _K_PROJ).reshape(*lead, d, _K_PROJ)
    return (q @ k_proj) / math.sqrt(d)
