# track: torch
# exercise: scaling
# why: scaled_scores ports Julia NNlib.jl's dot_product_attention_scores, logits = batched_mul(permutedims(k), q ./ sqrt(d)), written for NNlib's column-major (features, length) layout, as k @ (q / sqrt(d_k)).transpose(-2, -1); in the kit's row layout that gives (..., S, T) scores, key by query, the transpose of q k^T / sqrt(d_k)
# kind: public
# diagnosis: scores-transposed, transposed
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q = q / math.sqrt(q.shape[-1])
    return k @ q.transpose(-2, -1)  # NNlib: [kv_len, q_len]
