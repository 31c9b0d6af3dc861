# track: torch
# exercise: mixture
# why: weighted_mixture ports the context step of fairseq's fconv AttentionLayer, bmm(attn, encoder_out) followed by x * (s * math.sqrt(1.0 / s)) with s the number of source positions ("scale attention output, respecting lengths"), so every output row is the mixture times sqrt(S)
# kind: public
# diagnosis: ratio
import math

import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    x = weights @ values
    # scale attention output (respecting potentially different lengths), as fconv does
    s = values.size(-2)
    return x * (s * math.sqrt(1.0 / s))
