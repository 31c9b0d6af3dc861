# track: torch
# exercise: mixture
# why: weighted_mixture writes its rank check as "if weights.dim() and values.dim() < 2:", meaning "if both are not at least 2-D"; Python reads weights.dim() alone as the first operand, so only the values' rank is tested, and 1-D weights (S,) are mixed by @ into a (d_v,) vector instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() and values.dim() < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need at least 2 axes;"
            f" got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
