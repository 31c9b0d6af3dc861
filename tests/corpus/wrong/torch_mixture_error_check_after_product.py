# track: torch
# exercise: mixture
# why: weighted_mixture computes weights @ values first and checks the S axes afterwards ("the product tells us the shapes"); with mismatched S the matmul itself raises RuntimeError before the check, so the bad input gets RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    out = weights @ values
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return out
