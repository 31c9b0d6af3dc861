# track: torch
# exercise: mixture
# why: weighted_mixture passes the weights through F.normalize(weights, p=1, dim=-1) "to make sure each row is a distribution" before mixing, so every weights row is divided by the sum of its absolute values instead of being used exactly as given
# kind: relation
# diagnosis: mixture-renormalised

import torch.nn.functional as F


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes or more")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return F.normalize(weights, p=1, dim=-1) @ values
