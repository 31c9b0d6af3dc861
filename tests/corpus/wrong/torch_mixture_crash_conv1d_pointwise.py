# track: torch
# exercise: mixture
# why: weighted_mixture mixes with a pointwise convolution, F.conv1d(values, weights.unsqueeze(-1)) ("the weights are a 1x1 conv from S channels to T channels"); conv1d takes one (T, S, 1) filter bank for every batch element, and an input of at most 3 axes, so it is right for 2-D weights with values of 2 or 3 axes, but every call with batched weights (a 4-D filter bank) or with values of 4 axes raises RuntimeError
# kind: crash
# diagnosis: fixed-ndim, fails-unless-ndim, crash
import torch
import torch.nn.functional as F


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes each;"
            f" got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    # values: S input channels of length d_v; weights: T output channels, kernel size 1
    return F.conv1d(values, weights.unsqueeze(-1))
