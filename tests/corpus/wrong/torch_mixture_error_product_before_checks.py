# track: torch
# exercise: mixture
# why: weighted_mixture computes out = weights @ values first and validates afterwards ("check the result's inputs once we have it"), so weights and values whose S axes differ fail inside the matmul with RuntimeError before the S check can raise ValueError
# kind: error
# diagnosis: error-not-valueerror
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    out = weights @ values  # (..., T, d_v)
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return out
