# track: numpy
# exercise: mixture
# why: weighted_mixture divides the mixture by math.sqrt(S), carrying the lesson's variance argument for the scores ("a sum of S terms grows like sqrt(S)") over to the mix of values, so every output is the expected one times 1/sqrt(S)
# kind: relation
# diagnosis: ratio, mixture-renormalised
import math

import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return (weights @ values) / math.sqrt(values.shape[-2])
