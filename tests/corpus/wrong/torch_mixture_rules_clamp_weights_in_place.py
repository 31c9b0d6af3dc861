# track: torch
# exercise: mixture
# why: weighted_mixture clamps the weights to [0, 1] in place with weights.clamp_(0, 1) "since weights are probabilities" before the product, which writes into the caller's tensor (and raises on weights that require grad), besides changing the mixture of weights outside [0, 1]
# kind: rules
# diagnosis: input-changed, in-place-autograd, mixture-clipped
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    weights.clamp_(0.0, 1.0)  # probabilities live in [0, 1]
    return weights @ values
