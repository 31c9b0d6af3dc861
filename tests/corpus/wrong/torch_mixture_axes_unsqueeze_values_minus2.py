# track: torch
# exercise: mixture
# why: weighted_mixture broadcasts every weighted value as weights.unsqueeze(-1) * values.unsqueeze(-2) and sums dim -2, giving the values their new axis at -2 (S, 1, d_v) where -3 (1, S, d_v) belongs; the values' S axis then meets the weights' T axis, so T != S raises a size mismatch and T == S returns each row's weight total times the value row of the same index
# kind: axes
# diagnosis: needs-square, crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    products = weights.unsqueeze(-1) * values.unsqueeze(-2)  # every weight times its value row
    return products.sum(dim=-2)
