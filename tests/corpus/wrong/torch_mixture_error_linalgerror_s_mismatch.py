# track: torch
# exercise: mixture
# why: weighted_mixture raises torch.linalg.LinAlgError when the S axes of weights and values differ ("a matrix product whose inner sizes differ is a linear-algebra error", as NumPy's LinAlgError is a ValueError), but torch's LinAlgError is a RuntimeError, so a mismatch does not raise the ValueError the contract promises
# kind: error
# diagnosis: error-not-valueerror
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise torch.linalg.LinAlgError(
            f"inner sizes differ: weights have S={weights.shape[-1]}, values have S={values.shape[-2]}"
        )
    return weights @ values
