# track: torch
# exercise: mixture
# why: weighted_mixture writes the product into a preallocated buffer with torch.matmul(weights, values, out=out) "to avoid an allocation"; out= does not support autograd, so it raises RuntimeError whenever an input requires grad
# kind: crash
# diagnosis: crash,no-gradient, out-autograd
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    lead = torch.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    out = torch.empty(*lead, weights.shape[-2], values.shape[-1], dtype=weights.dtype, device=weights.device)
    torch.matmul(weights, values, out=out)
    return out
