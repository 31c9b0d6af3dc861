# track: torch
# exercise: mixture
# why: weighted_mixture multiplies weights.float() @ values.float() "for speed" and returns that, so float64 inputs come back as float32
# kind: rules-types
# diagnosis: dtype-changed,float32-precision
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return weights.float() @ values.float()
