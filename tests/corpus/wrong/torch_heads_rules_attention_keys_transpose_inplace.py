# track: torch
# exercise: heads
# why: attention computes its scores itself with the keys turned in place, kt = k.transpose_(-2, -1) ("no copy of the keys"), then q @ kt / sqrt(d_k); transpose_ rewrites the caller's k to (..., d_k, S), so k comes back changed (and a k that requires grad, a leaf, makes transpose_ raise)
# kind: rules
# diagnosis: input-changed, in-place-autograd

import math

import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    kt = k.transpose_(-2, -1)  # (..., d_k, S), no copy
    scores = (q @ kt) / math.sqrt(q.shape[-1])  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
