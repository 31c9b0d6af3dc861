# track: torch
# exercise: mixture
# why: weighted_mixture compares weights.size(-1) with values.size(-2) before it checks the number of dims, so 1-D values (or 0-D weights) raise IndexError from .size() instead of the ValueError the contract asks for
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


def weighted_mixture(weights, values):
    if weights.size(-1) != values.size(-2):
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    return weights @ values
