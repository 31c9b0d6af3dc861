# track: torch
# exercise: mixture
# why: weighted_mixture compares the weights' S with values.size(0), the first axis, which is S only for 2-D values; valid batched values (B, S, d_v) with B != S raise ValueError, and mismatched S with a matching batch size slips to matmul
# kind: error
# diagnosis: error-on-valid, fails-with-leading-axes
import math

import torch

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")

    if weights.size(-1) != values.size(0):
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return weights @ values
