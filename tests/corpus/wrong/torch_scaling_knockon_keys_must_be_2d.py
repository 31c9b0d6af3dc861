# track: torch
# exercise: scaling
# why: scaled_scores raises ValueError unless k is 2-D ('the keys are one shared matrix') and multiplies by k.t(), so batched or multi-head keys, which the contract allows, are rejected, and attention and multi-head attention fail on every batched input
# kind: knockon
# diagnosis: error-on-valid, bad-inner-call, fails-with-leading-axes
import math
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() != 2:
        raise ValueError("q needs (..., T, d_k) and k must be a (S, d_k) matrix")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ k.t()) / math.sqrt(q.shape[-1])
