# track: torch
# exercise: mixture
# why: weighted_mixture writes its rank check as "weights.dim() < 2 | values.dim() < 2" with | for "or"; | binds tighter than <, so Python reads the chained comparison weights.dim() < (2 | values.dim()) < 2, whose last link is never true, and 1-D weights are mixed by matmul instead of raising ValueError (1-D values reach the S check, values.shape[-2], and raise IndexError)
# kind: error
# diagnosis: error-not-raised, error-not-valueerror
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 | values.dim() < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes or more;"
            f" got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
