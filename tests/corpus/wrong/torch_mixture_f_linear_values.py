# track: torch
# exercise: mixture
# why: mixes with F.linear(weights, values.mT) ("a mixture is a linear map with the values as its weight matrix"), which is weights @ values for 2-D values, but F.linear's weight must be 1-D or 2-D, so values with batch or head axes raise RuntimeError
# kind: axes-shapes
# diagnosis: fixed-ndim, fails-with-leading-axes

import torch.nn.functional as F


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got shapes"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
        )
    return F.linear(weights, values.mT)  # (..., T, d_v)
