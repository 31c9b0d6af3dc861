# track: numpy
# exercise: mixture
# why: ports the Sinkhorn step of Sinkformers (Sander et al. 2022) into weighted_mixture, making the weights doubly stochastic with three rounds of dividing by the column sums (over the queries) and then the row sums before mixing, so the weights are rescaled per query and per key instead of used as given
# kind: public
# diagnosis: mixture-renormalised, normalised-both-axes, weights-rescaled-per-key
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    w = weights
    for _ in range(3):  # Sinkhorn iterations: columns, then rows
        w = w / w.sum(axis=-2, keepdims=True)
        w = w / w.sum(axis=-1, keepdims=True)
    return w @ values
