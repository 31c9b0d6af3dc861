# track: torch
# exercise: mixture
# why: weighted_mixture takes the weights for log-probabilities, as log-space attention code keeps them, and mixes with weights.exp() @ values; the contract's weights are used as given, so every weight w counts as e^w (a zero weight as 1)
# kind: relation
# diagnosis: mixture-transformed
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weighted_mixture needs weights (..., T, S) and values (..., S, d_v)")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    probs = weights.exp()  # the weights arrive as log-probabilities
    return probs @ values
