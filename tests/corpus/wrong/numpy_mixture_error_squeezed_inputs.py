# track: numpy
# exercise: mixture
# why: weighted_mixture squeezes both inputs first (np.squeeze "to drop stray length-1 axes"), so a valid one-query (1, S) weights row becomes 1-D and the rank check raises ValueError, and batches of one lose their batch axis
# kind: error
# diagnosis: argument-squeezed, error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.squeeze(np.asarray(weights))
    values = np.squeeze(np.asarray(values))
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
