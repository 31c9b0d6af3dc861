# track: torch
# exercise: mixture
# why: the student's helper _same_size(a, b, dim_a=-1, dim_b=-1) raises ValueError when a.shape[dim_a] != b.shape[dim_b]; scaled_scores uses its defaults rightly (d_k against d_k), but weighted_mixture calls _same_size(weights, values) with the defaults too, comparing S with d_v instead of S with S, so valid calls with d_v != S raise (and attention with them), while an S mismatch whose weights' S happens to equal d_v slips through to the matmul's RuntimeError
# kind: knockon
# diagnosis: error-on-valid
import math

import torch


def _same_size(a, b, dim_a=-1, dim_b=-1):
    if a.dim() < 2 or b.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(a.shape)} and {tuple(b.shape)}")
    if a.shape[dim_a] != b.shape[dim_b]:
        raise ValueError(f"sizes differ: {tuple(a.shape)} and {tuple(b.shape)}")


def weighted_mixture(weights, values):
    _same_size(weights, values)
    return weights @ values


def scaled_scores(q, k):
    _same_size(q, k)
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
