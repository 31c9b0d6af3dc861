# track: torch
# exercise: mixture
# why: weighted_mixture ports the update of Slot Attention (Locatello et al. 2020; lucidrains' slot_attention), attn = attn + eps; attn = attn / attn.sum(dim=-1, keepdim=True) (a weighted mean of the inputs) before the product, so the given weights are shifted by 1e-8 and renormalised to rows summing to 1 instead of being used as given
# kind: public
# diagnosis: mixture-renormalised
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    eps = 1e-8
    attn = weights + eps
    attn = attn / attn.sum(dim=-1, keepdim=True)  # weighted mean
    return torch.einsum("...ts,...sd->...td", attn, values)
