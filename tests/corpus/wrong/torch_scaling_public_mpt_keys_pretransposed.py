# track: torch
# exercise: scaling
# why: scaled_scores ports MosaicML MPT's scaled_multihead_dot_product_attention, which rearranges the keys to 'b h d s' before q.matmul(k) * softmax_scale; the kit's keys arrive (..., S, d_k), not pre-transposed, so the product raises whenever S != d_k and gives q k (not q k^T) when they are equal
# kind: public
# diagnosis: matmul-mismatch, needs-square, transposed
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    softmax_scale = 1 / math.sqrt(q.shape[-1])
    # k is (..., d, s) as MPT's rearrange leaves it
    return q.matmul(k) * softmax_scale
