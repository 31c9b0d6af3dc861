# track: torch
# exercise: mixture
# why: weighted_mixture stores the weights in 8 bits first, torch.fake_quantize_per_tensor_affine(weights, 1/255, 0, 0, 255) ("attention weights are probabilities in [0, 1], 8 bits are plenty"), so every weight is rounded to a multiple of 1/255 and weights outside [0, 1] are clipped before mixing
# kind: relation
# diagnosis: inputs-rounded, mixture-clipped, input-stored-coarser
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    # int8-style weights as in quantised inference: probabilities fit in 0..255 steps of 1/255
    w8 = torch.fake_quantize_per_tensor_affine(weights, 1.0 / 255, 0, 0, 255)
    return w8 @ values
