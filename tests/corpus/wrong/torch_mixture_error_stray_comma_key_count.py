# track: torch
# exercise: mixture
# why: weighted_mixture reads the number of keys with a stray comma at the end of the line, S = weights.shape[-1], which makes S a one-element tuple (S,); the S check values.shape[-2] != S then compares an int with a tuple, which is always unequal, so every valid call raises ValueError
# kind: error
# diagnosis: error-on-valid
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes or more;"
            f" got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    S = weights.shape[-1],
    if values.shape[-2] != S:
        raise ValueError(f"weights have S={S} columns but values have S={values.shape[-2]} rows")
    return weights @ values
