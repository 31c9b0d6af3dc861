# track: torch
# exercise: mixture
# why: weighted_mixture compares the key counts as slices, weights.shape[-1:] != values.shape[-2:] ("the S part of each shape"), but values.shape[-2:] is (S, d_v), two sizes, so the one-size slice (S,) never equals it and every valid call raises ValueError
# kind: error
# diagnosis: error-on-valid
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1:] != values.shape[-2:]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
        )
    return weights @ values
