# track: torch
# exercise: mixture
# why: weighted_mixture's rank check reads "weights.dim() < 2 or values.dim < 2", the parentheses of the second dim() call left out; values.dim is the method itself, and comparing a method with 2 raises TypeError, so every call whose weights have 2 or more axes (every valid one) fails
# kind: crash
# diagnosis: crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim < 2:
        raise ValueError(f"weighted_mixture needs at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    return weights @ values
