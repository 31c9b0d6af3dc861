# track: torch
# exercise: mixture
# why: weighted_mixture compares weights.shape[-1] with values.shape[-2] before checking the number of axes, so 1-D values raise IndexError instead of ValueError
# kind: inputs-errors
# diagnosis: error-not-valueerror
import torch


def weighted_mixture(weights, values):
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    return weights @ values
