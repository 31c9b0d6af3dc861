# track: torch
# exercise: mixture
# why: weighted_mixture "raises" its shape errors with warnings.warn(message, ValueError), passing ValueError as the warning category; warnings.warn accepts only Warning subclasses and raises TypeError, so every bad input gives TypeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import warnings as _warnings

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        _warnings.warn("weights and values need at least 2 axes", ValueError)
    if weights.shape[-1] != values.shape[-2]:
        _warnings.warn("the S axes of weights and values differ", ValueError)
    return weights @ values
