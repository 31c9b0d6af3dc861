# track: torch
# exercise: mixture
# why: weighted_mixture writes its S check as "return ValueError(...)" where raise was meant, so weights and values with different S come back as a ValueError object instead of raising it
# kind: error
# diagnosis: error-not-raised
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        return ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
