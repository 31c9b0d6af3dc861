# track: torch
# exercise: mixture
# why: weighted_mixture flips the values along the key axis before the product, weights @ values.flip(-2), "so the last key meets the first weight, as in a convolution"; weight s then mixes value row S-1-s, so every output pairs the weights with the keys in reverse order
# kind: axes
# diagnosis: paired-reversed, axis-flipped
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes, got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return weights @ values.flip(-2)
