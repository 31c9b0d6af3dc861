# track: torch
# exercise: mixture
# why: weighted_mixture gives the weights their feature axis with weights.unsqueeze_(-1) (the in-place form, "no new tensor") before multiplying by values.unsqueeze(-3) and summing over the keys; the mixture is right, but the caller's weights tensor is left (..., T, S, 1), and weights that require grad (a leaf) raise RuntimeError
# kind: rules
# diagnosis: input-changed, crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    products = weights.unsqueeze_(-1) * values.unsqueeze(-3)  # (..., T, S, d_v)
    return products.sum(dim=-2)
