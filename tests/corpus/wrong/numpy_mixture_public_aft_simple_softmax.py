# track: numpy
# exercise: mixture
# why: ports AFT-simple of the Attention Free Transformer (Zhai et al. 2021), which mixes the values with softmax(K) over the sequence: weighted_mixture applies a softmax over the keys to the weights it is given, np.exp(w - max) / sum, so the weights are exponentiated and renormalised instead of used as given
# kind: public
# diagnosis: mixture-transformed, mixture-renormalised
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    # AFT-simple: the mixing coefficients are a softmax over the sequence axis
    coef = np.exp(weights - weights.max(axis=-1, keepdims=True))
    coef = coef / coef.sum(axis=-1, keepdims=True)
    return coef @ values
