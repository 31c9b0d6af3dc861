# track: torch
# exercise: mixture
# why: weighted_mixture does its product inside torch.inference_mode() ("mixing is a pure forward step, nothing to train here"); the values are right, but the result is an inference tensor outside autograd, so no gradient reaches the weights or the values
# kind: rules
# diagnosis: no-gradient
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes each;"
            f" got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    with torch.inference_mode():
        out = weights @ values
    return out
