# track: torch
# exercise: mixture
# why: weighted_mixture keeps the LayerScale of CaiT / DeiT III (timm's LayerScale, x * gamma with gamma = init_values * ones(dim), init_values = 1e-5) on the mixed values, so every output is 1e-5 times the mixture
# kind: public
# diagnosis: ratio
# miss: a ratio of 1e-5 (LayerScale's initial value), a number no size of the inputs gives, is said as a constant ratio (evidence), not named
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes, got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    x = weights @ values
    gamma = 1e-5 * torch.ones(x.shape[-1], dtype=x.dtype, device=x.device)
    return x * gamma
