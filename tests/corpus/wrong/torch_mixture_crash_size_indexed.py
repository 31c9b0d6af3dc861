# track: torch
# exercise: mixture
# why: weighted_mixture's S check indexes the size method, weights.size[-1] != values.size[-2] (the NumPy habit of .shape[...] written with .size), so every valid call raises TypeError ('builtin_function_or_method' object is not subscriptable) once the rank check has passed
# kind: crash
# diagnosis: crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.size[-1] != values.size[-2]:
        raise ValueError(f"S differs: weights {tuple(weights.shape)}, values {tuple(values.shape)}")
    return weights @ values
