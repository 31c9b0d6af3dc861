# track: torch
# exercise: mixture
# why: weighted_mixture integrates the weighted values over the keys with torch.trapezoid(weights.unsqueeze(-1) * values.unsqueeze(-3), dim=-2) ("a weighted sum is an integral"); the trapezoid rule halves the first and last key's terms (a torch port of the NumPy slip)
# kind: relation
# diagnosis: mixture-transformed, blocks-apart, ends-halved

import torch

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    terms = weights.unsqueeze(-1) * values.unsqueeze(-3)  # (..., T, S, d_v)
    return torch.trapezoid(terms, dim=-2)
