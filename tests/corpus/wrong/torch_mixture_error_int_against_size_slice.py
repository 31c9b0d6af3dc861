# track: torch
# exercise: mixture
# why: weighted_mixture compares the S axes as weights.shape[-1] != values.shape[-2:-1], an int against a one-entry torch.Size (a slice typed for an index), which is never equal, so every valid call raises ValueError
# kind: error
# diagnosis: error-on-valid
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2:-1]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
