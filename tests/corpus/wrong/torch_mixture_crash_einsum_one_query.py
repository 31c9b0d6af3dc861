# track: torch
# exercise: mixture
# why: weighted_mixture writes the one-query formula torch.einsum('...s,...sd->...d', weights, values), so the weights' query axis joins their ellipsis and is lined up with the values' batch axes: right for 2-D inputs, but batched calls raise (or pair T with the batch when the sizes happen to fit)
# kind: crash
# diagnosis: crash, einsum-letters, fixed-ndim
import math

import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return torch.einsum("...s,...sd->...d", weights, values)
