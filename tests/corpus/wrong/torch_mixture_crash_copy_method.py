# track: torch
# exercise: mixture
# why: weighted_mixture takes a working copy of the weights with weights.copy(), the NumPy idiom; a tensor has no copy method (only copy_ and clone), so every valid call raises AttributeError
# kind: crash
# diagnosis: crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    w = weights.copy()
    return w @ values
