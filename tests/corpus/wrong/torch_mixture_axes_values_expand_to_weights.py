# track: torch
# exercise: mixture
# why: weighted_mixture expands the values to the weights' leading axes, values.expand(*weights.shape[:-2], -1, -1), before multiplying; expand only adds or stretches leading axes, so values with more leading axes than the weights (valid: they broadcast) raise
# kind: axes
# diagnosis: one-way-broadcast, fails-with-leading-axes
import math

import torch

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    values = values.expand(*weights.shape[:-2], -1, -1)  # one value set per weights map
    return weights @ values
