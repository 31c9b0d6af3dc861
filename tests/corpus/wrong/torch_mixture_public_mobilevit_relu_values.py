# track: torch
# exercise: mixture
# why: weighted_mixture keeps the value activation of MobileViTv2's separable self-attention (apple/ml-cvnets LinearSelfAttention, out = F.relu(value) * context_vector) and mixes F.relu(values) instead of the values, so every negative value entry counts as 0 and each output is the mixture of the clipped value rows
# kind: public
# diagnosis: activated, values-activated
import torch
import torch.nn.functional as F


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ F.relu(values)
