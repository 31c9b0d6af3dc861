# track: torch
# exercise: mixture
# why: weighted_mixture casts only the values to float32 for einsum (torch.einsum('...ts,...sd->...td', weights, values.float())), so float64 weights meet float32 values and einsum raises a dtype mismatch
# kind: crash
# diagnosis: dtype-mixed, crash
import math

import torch

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return torch.einsum("...ts,...sd->...td", weights, values.float())
