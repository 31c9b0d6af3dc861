# track: torch
# exercise: mixture
# why: weighted_mixture raises ValueError when (weights < 0).any() ("attention weights are probabilities"), although its contract mixes any real numbers as given, so valid calls with a negative weight are refused
# kind: error
# diagnosis: error-on-valid
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes; got {tuple(weights.shape)}, {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    if (weights < 0).any():
        raise ValueError("attention weights are probabilities and cannot be negative")
    return weights @ values
