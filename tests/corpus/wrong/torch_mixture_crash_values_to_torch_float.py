# track: torch
# exercise: mixture
# why: weighted_mixture turns the values into floats with values.to(torch.float) "in case they arrive as integers", reading torch.float as Python's float (float64); torch.float is float32, so float64 values become float32 and the float64 weights @ float32 values product raises RuntimeError (a dtype mismatch) on every valid float64 call
# kind: crash
# diagnosis: dtype-mixed
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    values = values.to(torch.float)  # integer values would not mix with float weights
    return weights @ values
