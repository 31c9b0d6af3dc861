# track: torch
# exercise: mixture
# why: weighted_mixture writes its contraction as torch.einsum("ij...,jk...->ik...", weights, values), putting the ellipsis for the batch axes at the END of each operand; that is weights @ values only for 2-D inputs, and with leading batch axes the letters bind to the batch, query and key axes instead, so batched calls fail or mix the wrong axes
# kind: axes
# diagnosis: fixed-leading-axes, einsum-letters
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return torch.einsum("ij...,jk...->ik...", weights, values)
