# track: torch
# exercise: mixture
# why: weighted_mixture contracts with torch.tensordot(weights, values, dims=1), which sums the LAST axis of weights against the FIRST axis of values; that is S only for 2-D values, so batched values have their batch axis contracted with S (wrong shape, or RuntimeError when B != S)
# kind: axes
# diagnosis: batches-paired-all, dot-not-matmul, fails-with-leading-axes
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return torch.tensordot(weights, values, dims=1)
