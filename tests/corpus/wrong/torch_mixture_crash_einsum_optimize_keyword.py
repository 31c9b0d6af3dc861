# track: torch
# exercise: mixture
# why: weighted_mixture calls torch.einsum('...ts,...sd->...td', weights, values, optimize=True), carrying NumPy's optimize= keyword over; torch.einsum takes no such keyword, so every valid call raises TypeError
# kind: crash
# diagnosis: crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return torch.einsum("...ts,...sd->...td", weights, values, optimize=True)
