# track: torch
# exercise: mixture
# why: weighted_mixture zeroes NaN weights "from padded rows" by boolean-index assignment on its argument, weights[torch.isnan(weights)] = 0, which writes into the caller's weights tensor in place (bumping its version, and raising RuntimeError on a leaf weights tensor that requires grad) before the product
# kind: rules
# diagnosis: input-changed, in-place-autograd
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
        )
    weights[torch.isnan(weights)] = 0  # padded rows may carry NaN weights
    return weights @ values
