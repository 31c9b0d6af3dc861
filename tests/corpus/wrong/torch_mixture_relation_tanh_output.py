# track: torch
# exercise: mixture
# why: weighted_mixture returns torch.tanh(weights @ values) "as every layer ends with a nonlinearity", so each mixed value is squashed into (-1, 1), the large ones the most
# kind: relation
# diagnosis: mixture-transformed, activated
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return torch.tanh(weights @ values)
