# track: numpy
# exercise: mixture
# why: weighted_mixture ports the aggregation of pyGAT's GraphAttentionLayer, h_prime = attention @ Wh, and keeps the layer's concat branch, return elu(h_prime), written here as np.where(h > 0, h, np.expm1(h)), so every negative output is bent into (-1, 0)
# kind: public
# diagnosis: mixture-transformed, exp-minus-one, activated
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    h_prime = weights @ values
    return np.where(h_prime > 0, h_prime, np.expm1(h_prime))
