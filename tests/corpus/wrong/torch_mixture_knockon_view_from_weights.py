# track: torch
# exercise: mixture
# why: weighted_mixture views the product as weights.shape[:-1] + values.shape[-1:] "to pin the shape", taking the leading axes from the weights alone, so values with extra leading axes raise RuntimeError and attention with such values fails through it
# kind: knockon
# diagnosis: crash, fails-with-leading-axes
import math

import torch

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")

    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return (weights @ values).reshape(weights.shape[:-1] + values.shape[-1:])
