# track: torch
# exercise: scaling
# why: scaled_scores takes the width as a third, required parameter, def scaled_scores(q, k, d_k), "so the caller says which width to scale by", but the contract and attention call scaled_scores(q, k), so every call raises TypeError, in attention and multi-head attention too
# kind: knockon
# diagnosis: signature-differs, crash
import math

import torch


def scaled_scores(q, k, d_k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k have different d_k")
    return (q @ k.transpose(-2, -1)) / math.sqrt(d_k)
