# track: torch
# exercise: mixture
# why: weighted_mixture takes torch.addbmm for "batched matmul plus bias" (addbmm(zeros, weights, values, beta=0)); addbmm adds up the products of all batch entries into one (T, d_v) matrix, so batched inputs lose their batch axis (summed over it) and 2-D or 4-D inputs raise
# kind: axes
# diagnosis: axis-reduced, fails-unless-ndim
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    out = weights.new_zeros(weights.shape[-2], values.shape[-1])
    return torch.addbmm(out, weights, values, beta=0)
