# track: torch
# exercise: mixture
# why: ports AFT-simple of the Attention Free Transformer (Zhai et al. 2021), which mixes the values with softmax(K) over the sequence: weighted_mixture applies weights.softmax(dim=-1) to the weights it is given before the product, so the weights are exponentiated and renormalised instead of used as given
# kind: public
# diagnosis: mixture-transformed, mixture-renormalised
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {tuple(weights.shape)}, values {tuple(values.shape)}")
    # AFT-simple: mixing coefficients are a softmax over the sequence axis
    return weights.softmax(dim=-1) @ values
