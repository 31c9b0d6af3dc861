# track: torch
# exercise: mixture
# why: weighted_mixture builds its S-mismatch message by adding the sizes to strings, "weights have S=" + weights.shape[-1] + ..., so a real S mismatch raises TypeError (can only concatenate str, not int) while formatting the message instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weighted_mixture needs at least 2 axes for weights and values")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            "weights have S=" + weights.shape[-1] + " columns but values have S=" + values.shape[-2] + " rows"
        )
    return weights @ values
