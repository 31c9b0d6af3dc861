# track: torch
# exercise: mixture
# why: weighted_mixture reports bad shapes with raise f"weights ... do not match values ...", raising the message string itself; Python cannot raise a str, so every bad input ends in TypeError ("exceptions must derive from BaseException") instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need at least 2 axes"
    if weights.shape[-1] != values.shape[-2]:
        raise f"weights {tuple(weights.shape)} do not match values {tuple(values.shape)}"
    return weights @ values
