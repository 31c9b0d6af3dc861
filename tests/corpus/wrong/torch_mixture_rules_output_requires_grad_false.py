# track: torch
# exercise: mixture
# why: weighted_mixture marks its result with out.requires_grad_(False) ("the output is data, not a parameter"); torch refuses to change that flag on a non-leaf tensor, so every call whose weights or values require grad raises RuntimeError, and no gradient can flow
# kind: rules
# diagnosis: no-gradient, crash

import torch

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    out = weights @ values
    return out.requires_grad_(False)
