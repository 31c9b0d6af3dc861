# track: torch
# exercise: heads
# why: attention ports BLOOM's score line, torch.baddbmm(alibi, q, k.transpose(-1, -2), beta=1.0, alpha=1/sqrt(d_k)) with a zero alibi bias; baddbmm takes only 3-D tensors with one batch axis of equal length, so 2-D inputs, the 4-D heads of a batched multi-head attention and broadcast batches raise RuntimeError
# kind: public
# diagnosis: fixed-leading-axes, crash
import math

import torch


def attention(q, k, v, allowed=None):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    alibi = q.new_zeros(q.shape[0], q.shape[-2], k.shape[-2])
    inv_norm_factor = 1.0 / math.sqrt(q.shape[-1])
    scores = torch.baddbmm(alibi, q, k.transpose(-1, -2), beta=1.0, alpha=inv_norm_factor)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
