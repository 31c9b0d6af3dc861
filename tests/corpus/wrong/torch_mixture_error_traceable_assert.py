# track: torch
# exercise: mixture
# why: weighted_mixture checks its inputs with torch._assert (the traceable assert of torchvision and torch.fx code), torch._assert(weights.dim() >= 2 and values.dim() >= 2, ...) and torch._assert(weights.shape[-1] == values.shape[-2], ...), which raise AssertionError, not the ValueError the contract asks for
# kind: error
# diagnosis: error-not-valueerror
import torch


def weighted_mixture(weights, values):
    torch._assert(weights.dim() >= 2 and values.dim() >= 2, "need (..., T, S) weights and (..., S, d_v) values")
    torch._assert(weights.shape[-1] == values.shape[-2], "the S axes of weights and values differ")
    return weights @ values
